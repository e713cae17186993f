// Strategy deployments and the scheduler that runs them.
export { DeploymentsRepository } from './deployments.repository';
export { deploymentsRoutes } from './deployments.routes';
export { DeploymentsService } from './deployments.service';
export { StrategyScheduler, type SchedulerOptions } from './scheduler';
