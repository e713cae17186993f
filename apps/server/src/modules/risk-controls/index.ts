// Risk controls (issue 37): pause switches, a daily loss limit, trading windows, exposure caps and
// a loss cooldown — while one holds, no order opens or adds to a position — the windows' close, the
// maximum drawdown's pause, and the copy links' stop-copy rule.
export { createRiskControlsFeature } from './risk-controls.feature';
export type { ApprovalsService } from './approvals.service';
export type { RiskControlsService } from './risk-controls.service';
export type { RiskWatchWorker } from './risk-watch.worker';
