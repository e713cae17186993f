export * from './validation';
export * from './backtest';
export * from './templates';
export * from './order-ids';
