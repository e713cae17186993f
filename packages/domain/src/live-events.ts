// The live event stream (GET /api/events, Server-Sent Events): the one contract between the
// server that publishes and the web app that listens. Payloads name what changed (ids and the
// few fields a screen shows), never whole rows and never a secret. Their zod schemas, which the
// server's triggers are tested against, are in ./api/live-events.ts (the schemas entry; the web's
// first load has no zod).

/** How long the server keeps events for a reconnecting client's `Last-Event-ID`. */
export const LIVE_EVENT_RETENTION_MS = 10 * 60_000;
/** A comment line goes out this often so proxies keep an idle stream open. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** A ticket from POST /api/events/ticket opens one stream, within this long. */
export const LIVE_TICKET_TTL_MS = 60_000;

export interface LiveEventPayloads {
  /** A webhook or emit-form alert was stored and will be processed. */
  'signal.accepted': { signalId: string; accountId: string; symbol: string; side: string };
  /** One receiver-log step of a signal finished (VALIDATION … POST_PROCESSING). */
  'signal.step': {
    signalId: string;
    accountId: string;
    step: string;
    status: 'success' | 'error';
    durationMs: number | null;
  };
  /** The signal ended: executed (a trade was recorded) or failed at `step` with `reason`. */
  'signal.done': { signalId: string; accountId: string; tradeId: string | null };
  'signal.failed': { signalId: string; accountId: string; step: string | null; reason: string };
  /** A trade entered the ledger (webhook, copy, strategy or import). */
  'trade.recorded': {
    accountId: string;
    tradeId: string;
    side: string;
    asset: string;
    amount: string;
    price: string;
    at: string;
  };
  /** A copy of an emitter's trade was sent to a receiver account. */
  'copy.emitted': { emitterAccountId: string; receiverAccountId: string; signalId: string };
  /** Account fields changed (active, public, visibility, secret rotated: never the secret). */
  'account.changed': { accountId: string; change: 'created' | 'updated' | 'deleted' | 'secret' };
  /** An account's analytics moved (a trade, a rebuild): refetch KPIs and charts. */
  'analytics.changed': { accountId: string };
  /** An account's working orders changed (placed, filled, moved, cancelled): owner only. */
  'orders.changed': { accountId: string };
  /** A receiving account's copy ledger gained rows (issue 37): its owner only. */
  'copies.changed': { accountId: string };
  /** An account's pending orders changed (held, approved, rejected) (issue 37): its owner only. */
  'approvals.changed': { accountId: string };
  'list.changed': { listId: string; change: 'created' | 'updated' | 'deleted' };
  'deployment.changed': {
    deploymentId: string;
    accountId: string;
    change: 'run' | 'paused' | 'resumed' | 'created' | 'deleted' | 'failed';
  };
  /** Admins only: a receiver-log or activity-log row was written. */
  'receiver-log.written': { logId: string; accountId: string | null };
  'activity.written': { activityId: string; action: string };
  /** Events were missed beyond the retention window: refetch everything shown. */
  resync: { reason: string };
}

export type LiveEventType = keyof LiveEventPayloads;

export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  /** Monotonic per database: the SSE `id`, sent back as `Last-Event-ID`. */
  id: string;
  type: T;
  data: LiveEventPayloads[T];
}

export const LIVE_EVENT_TYPES: readonly LiveEventType[] = [
  'signal.accepted',
  'signal.step',
  'signal.done',
  'signal.failed',
  'trade.recorded',
  'copy.emitted',
  'account.changed',
  'analytics.changed',
  'orders.changed',
  'copies.changed',
  'approvals.changed',
  'list.changed',
  'deployment.changed',
  'receiver-log.written',
  'activity.written',
  'resync',
];
