import { awaitingApproval, type StoredSignalPayload } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BatchWork } from './batch-work';
import type { OrderRequest } from './gateways/gateway';
import type { IntentDecision } from './order-intent';
import { elapsed } from './signal-steps';
import type { ProcessingAccount, SignalRow } from './signals.repository';
import type { StepRunner } from './step-runner';

/** A signal its account holds for its owner's approval: written with the batch. */
export interface Held {
  signal: SignalRow;
  payload: StoredSignalPayload;
  run: StepRunner;
  account: ProcessingAccount;
  order: OrderRequest;
}

/**
 * Whether the account holds this order for its owner's approval (issue 37): it is set to, and the
 * order places something and was not approved already — by the owner (an approved pending order,
 * or one they placed by hand), by a risk rule that placed it, or as a working order's fill.
 */
export function needsApproval(
  account: ProcessingAccount,
  signal: SignalRow,
  payload: StoredSignalPayload,
  decision: IntentDecision | undefined,
): boolean {
  if (account.approvalMinutes === null || decision?.kind === 'none') return false;
  return !payload.approvedBy && !payload.fillOf && signal.source !== 'manual';
}

/**
 * Holds the signal as a pending order (inside the batch's transaction) and ends it done, saying
 * until when it waits. A copy's ledger row keeps its rules' verdict, saying it waits; the copy is
 * held as the order its rules sized (approved, it is the follower's own order, its leader named
 * in its tags), so an approval does not count as a second copy of the leader's trade.
 */
export async function holdForApproval(tx: Db, work: BatchWork, h: Held): Promise<void> {
  const started = performance.now();
  const expiresAt = new Date(Date.now() + h.account.approvalMinutes! * 60_000);
  const { copyOf, ...own } = h.payload;
  const payload = copyOf ? { ...own, contracts: h.order.quantity.toString() } : h.payload;
  await tx.execute(
    sql`insert into pending_orders (account_id, signal_id, source, payload, expires_at)
        values (${h.account.id}, ${h.signal.id}, ${h.signal.source}, ${JSON.stringify(payload)}::jsonb,
                ${expiresAt.toISOString()}::timestamptz)
        on conflict (signal_id) do nothing`,
  );
  const message = awaitingApproval(expiresAt.toISOString());
  const post = h.run.entry('POST_PROCESSING', 'success', message, performance.now() - started, {
    expiresAt: expiresAt.toISOString(),
  });
  const log = { status: 'success' as const, message, durationMs: elapsed(h.signal) };
  const verdict = work.copies.get(h.signal.id);
  const copy = verdict ? { ...verdict, message: `${verdict.message} · ${message}` } : undefined;
  work.end({ signal: h.signal, status: 'done', error: null, log, copy }, h.run, post);
}
