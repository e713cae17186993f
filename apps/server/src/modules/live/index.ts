// Live events: the stream of what changed (GET /api/events), fed by database triggers and
// LISTEN/NOTIFY so every instance sees every change.
export { LiveHub, mayRead, type LiveHubOptions, type LiveSubscriber } from './live-hub';
export { LiveEventsRepository, type LiveEventRow } from './live.repository';
export { liveRoutes } from './live.routes';
export { LiveTickets } from './live.service';
