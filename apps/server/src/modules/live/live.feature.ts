import type { AppContext } from '../../context';
import type { AuthUser } from '../../lib/actor';
import { LiveHub, type LiveHubOptions } from './live-hub';
import { LiveEventsRepository } from './live.repository';
import { liveRoutes } from './live.routes';
import { LiveTickets } from './live.service';

/** The live stream (GET /api/events): the database's triggers write events, the hub fans out. */
export function createLiveFeature(
  ctx: AppContext,
  deps: {
    /** A user by id, for a ticket this server issued (null when gone or deactivated). */
    auth: { userById: (id: string) => Promise<AuthUser | null> };
    /** The hub's timings (tests: a short wait for ids still committing). */
    hub?: LiveHubOptions | undefined;
  },
) {
  const events = new LiveEventsRepository(ctx.db);
  const hub = new LiveHub({ database: ctx.database, events, log: ctx.log }, deps.hub);
  const tickets = new LiveTickets({ events, userById: deps.auth.userById });
  return { hub, tickets, routes: liveRoutes(hub, tickets, ctx.config.liveStreamsMax) };
}
