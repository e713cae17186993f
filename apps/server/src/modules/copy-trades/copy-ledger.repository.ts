import { COPY_OUTCOMES, type CopyLedgerRow, type CopyOutcome } from '@pulso/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Repository } from '../../db/repository';
import { accounts, copyLedger } from '../../db/schema';

/** Which rows: a receiving account's, or an emitting account's (optionally only one owner's receivers). */
export type LedgerScope =
  | { receiverAccountId: string }
  | { emitterAccountId: string; receiverOwnerId?: string | undefined };

const whereOf = (scope: LedgerScope): SQL | undefined =>
  'receiverAccountId' in scope
    ? eq(copyLedger.receiverAccountId, scope.receiverAccountId)
    : eq(copyLedger.emitterAccountId, scope.emitterAccountId);

const emitter = alias(accounts, 'emitter');
const receiver = alias(accounts, 'receiver');

/** The copy ledger's reads (its rows are written with each copy's end: signals.repository). */
export class CopyLedgerRepository extends Repository {
  async page(
    scope: LedgerScope,
    page: number,
    limit: number,
  ): Promise<{ rows: CopyLedgerRow[]; total: number }> {
    const where = and(
      whereOf(scope),
      'receiverOwnerId' in scope && scope.receiverOwnerId
        ? eq(receiver.ownerId, scope.receiverOwnerId)
        : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      this.db
        .select({ row: copyLedger, emitterName: emitter.name })
        .from(copyLedger)
        .innerJoin(emitter, eq(emitter.id, copyLedger.emitterAccountId))
        .innerJoin(receiver, eq(receiver.id, copyLedger.receiverAccountId))
        .where(where)
        .orderBy(desc(copyLedger.createdAt), desc(copyLedger.id))
        .limit(limit)
        .offset((page - 1) * limit),
      this.db
        .select({ total: count() })
        .from(copyLedger)
        .innerJoin(receiver, eq(receiver.id, copyLedger.receiverAccountId))
        .where(where),
    ]);
    return {
      rows: rows.map(({ row, emitterName }) => ({
        id: row.id,
        copyTradeId: row.copyTradeId,
        emitterAccountId: row.emitterAccountId,
        emitterName,
        receiverAccountId: row.receiverAccountId,
        leaderSignalId: row.leaderSignalId,
        signalId: row.signalId,
        symbol: row.symbol,
        side: row.side,
        outcome: row.outcome,
        rule: row.rule,
        message: row.message,
        figures: row.figures,
        createdAt: row.createdAt.toISOString(),
      })),
      total: Number(totals?.total ?? 0),
    };
  }

  /** How many rows of each outcome. */
  async counts(scope: LedgerScope): Promise<Record<CopyOutcome, number>> {
    const rows = await this.db
      .select({ outcome: copyLedger.outcome, n: count() })
      .from(copyLedger)
      .where(whereOf(scope))
      .groupBy(copyLedger.outcome);
    const counts = Object.fromEntries(COPY_OUTCOMES.map((o) => [o, 0])) as Record<
      CopyOutcome,
      number
    >;
    for (const r of rows) counts[r.outcome] = Number(r.n);
    return counts;
  }
}
