export * from './constants';
export * from './messages';
export * from './date-range';
export * from './grouping';
export * from './symbols';
export * from './format';
export * from './errors';
