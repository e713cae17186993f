// Live events: the stream of what changed (GET /api/events), fed by database triggers and
// LISTEN/NOTIFY so every instance sees every change; who may read each event is decided by the hub
// through accounts.policy.ts.
export { LiveHub, type CurrentUser, type LiveHubOptions, type LiveSubscriber } from './live-hub';
export { LiveEventsRepository, type LiveEventRow } from './live.repository';
export { liveRoutes } from './live.routes';
export { LiveTickets } from './live.service';
