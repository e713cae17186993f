// The live stream in the browser: one connection per tab that keeps the screens current.
export { LiveIndicator } from './live-indicator';
export { LiveUpdates } from './live-updates';
