import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { receiverLogs } from '../../db/schema';

export type ReceiverLogStatus = 'pending' | 'success' | 'failed' | 'skipped';

/** A step's child receiver log. */
export interface StepLogRow {
  parentId: string;
  accountId: string;
  signalId: string;
  action: string;
  status: ReceiverLogStatus;
  message: string;
  durationMs: number;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/**
 * The receiver logs a signal's steps write under the log of its delivery (a copy's, under its
 * emitter's), and the logs of deliveries refused before they became a signal.
 */
export class StepLogsRepository extends Repository {
  /** The log a signal's steps hang under: its own log's parent (a copy), else its own log. */
  async stepParentOf(signal: { source: string; receiverLogId: string }, tx?: Db) {
    return (await this.stepParentsOf([signal], tx)).get(signal.receiverLogId)!;
  }

  /** `stepParentOf` for many signals in one read, by their own receiver log's id. */
  async stepParentsOf(
    list: readonly { source: string; receiverLogId: string }[],
    tx?: Db,
  ): Promise<Map<string, string>> {
    const parents = new Map(list.map((s) => [s.receiverLogId, s.receiverLogId]));
    const copies = list.filter((s) => s.source === 'copy').map((s) => s.receiverLogId);
    if (copies.length === 0) return parents;
    const rows = await this.q(tx)
      .select({ id: receiverLogs.id, parentId: receiverLogs.parentId })
      .from(receiverLogs)
      .where(inArray(receiverLogs.id, copies));
    for (const r of rows) if (r.parentId) parents.set(r.id, r.parentId);
    return parents;
  }

  /** Step logs of one signal in one statement, each with the time its step ended. */
  async insertSteps(steps: readonly StepLogRow[], tx?: Db): Promise<void> {
    if (steps.length > 0) await this.q(tx).execute(stepLogsInsert(steps));
  }

  async updateLog(
    id: string,
    values: { status: ReceiverLogStatus; message: string; durationMs?: number },
    tx?: Db,
  ): Promise<void> {
    await this.q(tx)
      .update(receiverLogs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(receiverLogs.id, id));
  }

  /** A signal's newest log of a step, whatever its status (a resumed signal reuses its fill). */
  async lastStep(
    parentId: string,
    signalId: string,
    action: string,
    tx?: Db,
  ): Promise<{ status: ReceiverLogStatus; metadata: Record<string, unknown> } | undefined> {
    const [row] = await this.q(tx)
      .select({ status: receiverLogs.status, metadata: receiverLogs.metadata })
      .from(receiverLogs)
      .where(
        and(
          eq(receiverLogs.parentId, parentId),
          eq(receiverLogs.signalId, signalId),
          eq(receiverLogs.action, action),
        ),
      )
      .orderBy(desc(receiverLogs.createdAt))
      .limit(1);
    return row;
  }

  /** A refused delivery: a failed log of the account, no signal (rate limited by the caller). */
  async insertRefusal(
    accountId: string,
    action: string,
    message: string,
    metadata: Record<string, unknown>,
    tx?: Db,
  ): Promise<void> {
    await this.q(tx)
      .insert(receiverLogs)
      .values({ accountId, action, status: 'failed', message, metadata });
  }
}

/**
 * Step logs as a data-modifying CTE (`stepped as (...),`) inside another statement, so a
 * signal's last steps are written by the statement that ends it; empty when there are none.
 */
export function stepLogsCte(steps: readonly StepLogRow[]): SQL {
  return steps.length === 0 ? sql`` : sql`stepped as (${stepLogsInsert(steps)}),`;
}

/** One statement writing step logs: their text travels as one JSON parameter, however many. */
function stepLogsInsert(steps: readonly StepLogRow[]): SQL {
  const rows = steps.map((s) => ({
    parent_id: s.parentId,
    account_id: s.accountId,
    signal_id: s.signalId,
    action: s.action,
    status: s.status,
    message: s.message,
    duration_ms: s.durationMs,
    metadata: s.metadata,
    created_at: s.createdAt.toISOString(),
  }));
  return sql`insert into ${receiverLogs} (parent_id, account_id, signal_id, action, status,
      message, duration_ms, metadata, created_at)
    select parent_id, account_id, signal_id, action, status, message, duration_ms, metadata,
      created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(parent_id uuid, account_id uuid,
      signal_id uuid, action text, status text, message text, duration_ms integer,
      metadata jsonb, created_at timestamptz)
    returning id`;
}
