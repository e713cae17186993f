import {
  copyLeverage,
  Decimal,
  hasCopyRules,
  nameTag,
  withTag,
  type StoredSignalPayload,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import type { CopyReceiver } from '../copy-trades';
import type { SignalsService } from './signals.service';

/** A copy of a copy of ... stops here, whatever the copy-trade graph says. */
export const MAX_COPY_DEPTH = 5;

export interface FanOutResult {
  enqueued: { accountId: string; signalId: string; duplicate: boolean }[];
  /** Set when the depth guard stopped the chain. */
  depthLimited: boolean;
}

/**
 * An emitter's executed trade becomes a child signal for each active receiver (active, not
 * deleted, its owner active; none when the emitter's owner is deactivated: copy-trades decides),
 * scaled by the copy trade's multiplier, logged under the same parent receiver log.
 * Runs in the POST_PROCESSING transaction, all the receivers' signals in one statement per 500
 * (not a round trip each: a thousand followers used to hold the emitter's transaction for
 * seconds); the child's order id is derived from the parent signal, so a re-run produces the same
 * idempotency keys and creates nothing twice.
 */
export async function fanOutCopies(
  tx: Db,
  signals: SignalsService,
  /** The emitter's receivers, read in the same transaction (CopyReceivers). */
  receivers: readonly CopyReceiver[],
  parent: {
    signalId: string;
    accountId: string;
    payload: StoredSignalPayload;
    /** The root receiver log the copies' logs hang under. */
    rootLogId: string;
    /** The executed quantity (what is copied). */
    quantity: string;
    /** The fill price (a receiver's slippage guard compares its own price with it). */
    price: string;
    /** The emitter's position after the trade (a target intent copies the position, scaled). */
    position: string;
  },
): Promise<FanOutResult> {
  if (receivers.length === 0) return { enqueued: [], depthLimited: false };
  const depth = (parent.payload.copyDepth ?? 0) + 1;
  if (depth > MAX_COPY_DEPTH) return { enqueued: [], depthLimited: true };
  // The copy carries the alert's intent and brackets (issue 36), sized from what the emitter
  // executed: the receiver's own sizing would answer a different question. A target copies the
  // emitter's resulting position, scaled; a working order's fill is the receiver's own order.
  const {
    fillOf: _fill,
    exchangeOrderId: _resting,
    intent: parentIntent,
    ...copied
  } = parent.payload;
  const { size: _size, ...intent } = parentIntent ?? {};
  const moved = parentIntent?.target && parentIntent.target !== 'flat';
  const base = new Decimal(moved ? new Decimal(parent.position).abs() : parent.quantity);
  const signed = new Decimal(parent.quantity).times(parent.payload.action === 'buy' ? 1 : -1);
  const leader = {
    emitterAccountId: parent.accountId,
    leaderSignalId: parent.signalId,
    leaderQuantity: parent.quantity,
    leaderPrice: parent.price,
    leaderPositionBefore: new Decimal(parent.position).minus(signed).toString(),
  };
  const { copyOf: _origin, ...own } = copied;
  const results = await signals.enqueueMany(
    receivers.map((r) => ({
      accountId: r.accountId,
      source: 'copy' as const,
      payload: {
        ...own,
        ...(parentIntent ? { intent } : {}),
        contracts: base.times(r.multiplier).toString(),
        order_id: `${parent.payload.order_id}:copy:${parent.signalId}`,
        copyDepth: depth,
        // Issue 38: the leader's alert tags ride along, and the leader is a tag of its own.
        tags: withTag(own.tags, nameTag('copia', r.emitterName)),
        // The link's rules ride with the copy only when they size or bound it (issue 37).
        copyOf: {
          linkId: r.linkId,
          ...leader,
          multiplier: r.multiplier,
          ...(hasCopyRules(r.settings) ? { rules: r.settings } : {}),
          // The link's own leverage and margin mode, else the leader's, under its maximum.
          ...copyLeverage(r.settings, parentIntent),
        },
      },
      parentSignalId: parent.signalId,
      parentLogId: parent.rootLogId,
      logMetadata: { emitterAccountId: parent.accountId, multiplier: r.multiplier },
    })),
    tx,
  );
  const enqueued = results.map((result, i) => ({
    accountId: receivers[i]!.accountId,
    signalId: result.signalId,
    duplicate: result.duplicate,
  }));
  return { enqueued, depthLimited: false };
}
