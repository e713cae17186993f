export { createHealthFeature } from './health.feature';
