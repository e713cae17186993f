// Risk controls (issue 37): pause switches and a daily loss limit — while one holds, no order
// opens or adds to a position — and the copy links' stop-copy rule.
export { createRiskControlsFeature } from './risk-controls.feature';
export type { CopyStopWorker } from './copy-stop.worker';
