import type { AppContext } from '../../context';
import type { UntilChangedCache } from '../../lib/cache';
import type { AccountVisibility } from '../accounts';
import type { Credentials } from '../auth';
import { LiveHub, type LiveHubOptions } from './live-hub';
import { LiveEventsRepository } from './live.repository';
import { liveRoutes } from './live.routes';
import { LiveTickets } from './live.service';

/**
 * The live stream (GET /api/events): the database's triggers write what changed and whose; the
 * hub decides who reads each event (accounts.policy.ts) and fans it out.
 */
export function createLiveFeature(
  ctx: AppContext,
  deps: {
    /** What a stream's credential is and who holds it now: the same facts REST checks. */
    auth: { credentials: Credentials };
    caches: { visibility: UntilChangedCache<AccountVisibility | null> };
    /** The hub's timings (tests: a short wait for ids still committing). */
    hub?: LiveHubOptions | undefined;
  },
) {
  const events = new LiveEventsRepository(ctx.db);
  const { credentials } = deps.auth;
  const hub = new LiveHub(
    {
      database: ctx.database,
      events,
      currentUser: credentials.currentUser,
      visibility: deps.caches.visibility,
      log: ctx.log,
    },
    deps.hub,
  );
  const tickets = new LiveTickets({ events, credentials });
  return { hub, tickets, routes: liveRoutes(hub, tickets, ctx.config.liveStreamsMax) };
}
