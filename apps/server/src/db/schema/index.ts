export * from './settings';
export * from './roles';
export * from './users';
export * from './api-tokens';
export * from './activity-logs';
export * from './oidc';
export * from './candles';
