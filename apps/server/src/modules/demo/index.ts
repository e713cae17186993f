// Demo accounts with simulated history for the embedded start-up.
export { createDemoFeature } from './demo.feature';
export { DEMO_ACCOUNTS, DEMO_USER_UID } from './demo-data';
