import type { AppContext } from '../../context';
import type { UntilChangedCache } from '../../lib/cache';
import type { AccountVisibility } from '../accounts';
import type { Credentials } from '../auth';
import { LiveHub, type LiveHubOptions } from './live-hub';
import { LiveEventsRepository } from './live.repository';
import { liveRoutes } from './live.routes';
import { LiveTickets } from './live.service';
import { instanceStreamCap, openFilesLimit, StreamCaps } from './stream-caps';

/** The instance's stream cap when the open-files limit cannot be read. */
const FALLBACK_INSTANCE_STREAMS = 2_000;

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
  const { config } = ctx;
  const caps = new StreamCaps({
    perUser: config.liveStreamsMax,
    perAddress: config.liveStreamsPerAddress,
    perInstance: instanceStreamCap({
      configured: config.liveStreamsInstanceMax,
      fileLimit: openFilesLimit(),
      reserve: config.liveStreamsFdReserve,
      fallback: FALLBACK_INSTANCE_STREAMS,
    }),
  });
  return { hub, tickets, caps, routes: liveRoutes(hub, tickets, caps) };
}
