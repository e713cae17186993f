// @pulso/domain/core: the rules without zod (constants, messages, dates, formatting, ledger and
// analytics arithmetic), for code on the web's first load. Schemas are in ./schemas.
export * from './constants';
export * from './messages';
export * from './date-range';
export * from './grouping';
export * from './symbols';
export * from './format';
export * from './errors';
export * from './market';
export * from './market-prices';
export * from './receiver-log-steps';
export * from './ledger';
export * from './strategies';
export * from './analytics';
export * from './analytics-reference';
export * from './market-limits';
export * from './user-pattern';
export * from './order-rules';
export * from './order-intent';
export * from './decimal-text';
export * from './analytics-plan';
export * from './live-events';
export * from './notifications';
export * from './order-sizing';
export * from './working-orders';
export * from './order-protection';
export * from './copy-rules';
