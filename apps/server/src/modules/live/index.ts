// Live events: the stream of what changed (GET /api/events), fed by database triggers and
// LISTEN/NOTIFY so every instance sees every change.
export { createLiveFeature } from './live.feature';
export type { LiveHub, LiveHubOptions, LiveSubscriber } from './live-hub';
export type { LiveEventRow } from './live.repository';
