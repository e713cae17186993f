// Live events: the stream of what changed (GET /api/events), fed by database triggers and
// LISTEN/NOTIFY so every instance sees every change; who may read each event is decided by the hub
// through accounts.policy.ts.
export { createLiveFeature } from './live.feature';
export type { CurrentUser, LiveHub, LiveHubOptions, LiveSubscriber } from './live-hub';
export type { LiveEventRow } from './live.repository';
