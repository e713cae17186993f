// @pulso/domain/schemas: the zod schemas the API validates with and the web forms reuse. On the
// web, import it only from lazily loaded modules, so zod stays out of the first load.
export * from './market-api';
export * from './api/pagination';
export * from './api/identity';
export * from './api/accounts';
export * from './api/trades';
export * from './api/receiver-logs';
export * from './api/copy-trades';
export * from './api/trade-receiver';
export * from './api/alert-intent';
export * from './api/alert-formats';
export * from './api/strategies';
export * from './api/strategy-orders';
export * from './api/trade-analysis';
export * from './api/review';
export * from './api/execution-quality';
export * from './api/trade-import';
export * from './api/live-events';
export * from './api/notifications';
export * from './api/email-notifications';
export * from './api/working-orders';
export * from './api/entries-pause';
export * from './api/risk-limits';
export * from './api/pending-orders';
export * from './api/journal';
