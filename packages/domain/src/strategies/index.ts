export * from './validation';
export * from './backtest';
export * from './backtest-review';
export * from './templates';
export * from './order-ids';
