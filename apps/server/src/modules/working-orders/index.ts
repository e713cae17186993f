// Orders that wait for a price (issue 36): the pipeline's book, the owner's routes, the worker.
export { createWorkingOrderBook, createWorkingOrdersFeature } from './working-orders.feature';
export type { WorkingOrdersWorker } from './working-orders.worker';
