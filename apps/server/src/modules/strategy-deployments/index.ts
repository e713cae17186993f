// Strategy deployments and the scheduler that runs them.
export { createDeploymentsFeature } from './deployments.feature';
export type { DeploymentsService } from './deployments.service';
export type { SchedulerOptions, StrategyScheduler } from './deployments.worker';
