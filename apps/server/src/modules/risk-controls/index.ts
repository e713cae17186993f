// Risk controls (issue 37): pause switches and a daily loss limit — while one holds, no order
// opens or adds to a position.
export { createRiskControlsFeature } from './risk-controls.feature';
