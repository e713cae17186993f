// The feature's query keys: its public face for the app's live updates, which mark them stale
// without loading the feature itself.
export { copyTradesKeys } from './api/copy-trades-keys';
