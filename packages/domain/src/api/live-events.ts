import { z } from 'zod';
import type { LiveEventPayloads, LiveEventType } from '../live-events';

// The live events' payloads as zod schemas: what the server's triggers must write (a contract
// test parses every payload they store) and what a client may rely on. Strict: a field added or
// dropped on either side fails. The TypeScript types stay in ../live-events (the web's first load
// has no zod); the check at the end of this file keeps the two the same.

const id = z.uuid();
/** A decimal as PostgreSQL's trim_scale(numeric)::text writes it. */
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const liveEventPayloadSchemas = {
  'signal.accepted': z.strictObject({
    signalId: id,
    accountId: id,
    symbol: z.string(),
    side: z.string(),
  }),
  'signal.step': z.strictObject({
    signalId: id,
    accountId: id,
    step: z.string().min(1),
    status: z.enum(['success', 'error']),
    durationMs: z.number().int().nonnegative().nullable(),
  }),
  'signal.done': z.strictObject({ signalId: id, accountId: id, tradeId: id.nullable() }),
  'signal.failed': z.strictObject({
    signalId: id,
    accountId: id,
    step: z.string().nullable(),
    reason: z.string(),
  }),
  'trade.recorded': z.strictObject({
    accountId: id,
    tradeId: id,
    side: z.string(),
    asset: z.string().min(1),
    amount: decimal,
    price: decimal,
    at: z.iso.datetime(),
  }),
  'copy.emitted': z.strictObject({ emitterAccountId: id, receiverAccountId: id, signalId: id }),
  'account.changed': z.strictObject({
    accountId: id,
    change: z.enum(['created', 'updated', 'deleted', 'secret']),
  }),
  'analytics.changed': z.strictObject({ accountId: id }),
  'orders.changed': z.strictObject({ accountId: id }),
  'copies.changed': z.strictObject({ accountId: id }),
  'approvals.changed': z.strictObject({ accountId: id }),
  'list.changed': z.strictObject({ listId: id, change: z.enum(['created', 'updated', 'deleted']) }),
  'deployment.changed': z.strictObject({
    deploymentId: id,
    accountId: id,
    change: z.enum(['run', 'paused', 'resumed', 'created', 'deleted', 'failed']),
  }),
  'receiver-log.written': z.strictObject({ logId: id, accountId: id.nullable() }),
  'activity.written': z.strictObject({ activityId: z.string().regex(/^\d+$/), action: z.string() }),
  resync: z.strictObject({ reason: z.string() }),
} satisfies Record<LiveEventType, z.ZodType>;

export type LiveEventPayloadSchemas = typeof liveEventPayloadSchemas;

// Compile-time: each schema's output is exactly the payload type the web reads.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: {
  [K in LiveEventType]: Same<z.output<LiveEventPayloadSchemas[K]>, LiveEventPayloads[K]>;
} = {
  'signal.accepted': true,
  'signal.step': true,
  'signal.done': true,
  'signal.failed': true,
  'trade.recorded': true,
  'copy.emitted': true,
  'account.changed': true,
  'analytics.changed': true,
  'orders.changed': true,
  'copies.changed': true,
  'approvals.changed': true,
  'list.changed': true,
  'deployment.changed': true,
  'receiver-log.written': true,
  'activity.written': true,
  resync: true,
};
void sameShapes;
