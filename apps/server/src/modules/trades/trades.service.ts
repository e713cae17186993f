import {
  AppError,
  paginate,
  type ListTradesQuery,
  type FailedSignals,
  type FailedSignalsQuery,
  type Trade,
  type TradeFilters,
  type TradeSignalStatus,
} from '@pulso/domain';
import { type AuthUser, ownedOrAdmin } from '../../lib/actor';
import { canReadTrades } from '../accounts';
import type { TradesRepository } from './trades.repository';
import {
  type TradeCursor,
  type TradeRow,
  type TradeScope,
  type TradeSelection,
} from './trades.repository';

export function toTrade(row: TradeRow): Trade {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    type: row.type,
    symbol: row.symbol,
    asset: row.asset,
    quoteAsset: row.quoteAsset,
    exchange: row.exchange,
    amount: row.amount,
    price: row.price,
    total: row.total,
    fee: row.fee,
    feeAsset: row.feeAsset,
    source: row.source,
    orderId: row.orderId,
    realizedPnl: row.realizedPnl,
    createdAt: row.executedAt.toISOString(),
  };
}

const accountNotFound = () => new AppError('NOT_FOUND', 'Cuenta no encontrada');
const userNotFound = () => new AppError('NOT_FOUND', 'Usuario no encontrado');

/** Rows per database round trip of a CSV export. */
export const EXPORT_CHUNK = 500;

export class TradesService {
  private readonly trades: TradesRepository;

  constructor(trades: TradesRepository) {
    this.trades = trades;
  }

  /**
   * Whose trades a caller may read: owner and admin always; anyone else only those of an account
   * that is public (active, owner active) with publicTrades. Otherwise the account does not exist.
   */
  async accountScope(user: AuthUser | null, accountId: string): Promise<TradeScope> {
    const account = await this.trades.accountAccess(accountId);
    if (!account) throw accountNotFound();
    if (!canReadTrades(user, account)) throw accountNotFound();
    return { accountId };
  }

  async userScope(user: AuthUser, userId: string): Promise<TradeScope> {
    if (user.id !== userId && !user.isAdmin) throw userNotFound();
    if (!(await this.trades.userExists(userId))) throw userNotFound();
    return { ownerId: userId };
  }

  /** A signal's progress, for the owner of its account (or an admin); anyone else: 404. */
  async signalStatus(user: AuthUser, signalId: string): Promise<TradeSignalStatus> {
    const signal = await this.trades.signal(signalId);
    if (!ownedOrAdmin(user, signal)) throw new AppError('NOT_FOUND', 'Señal no encontrada');
    const [steps, trade] = await Promise.all([
      this.trades.signalSteps(signal.receiverLogId),
      this.trades.bySignal(signal.id),
    ]);
    return {
      signalId: signal.id,
      receiverLogId: signal.receiverLogId,
      accountId: signal.accountId,
      status: signal.status,
      error: signal.error,
      needsReconciliation: signal.needsReconciliation,
      steps,
      trade: trade ? toTrade(trade) : null,
    };
  }

  /** The caller's own alerts that failed since a moment: shown when they next open Pulso. */
  async failedSince(user: AuthUser, query: FailedSignalsQuery): Promise<FailedSignals> {
    const { items, total } = await this.trades.failedSince(
      user.id,
      new Date(query.since),
      query.limit,
    );
    return {
      data: items.map((s) => ({
        ...s,
        reason: s.reason ?? '',
        finishedAt: (s.finishedAt ?? new Date(0)).toISOString(),
      })),
      pagination: paginate(total, 1, query.limit),
    };
  }

  listScope(user: AuthUser): TradeScope {
    return user.isAdmin ? { all: true } : { ownerId: user.id };
  }

  async page(scope: TradeScope, query: ListTradesQuery) {
    const { page, limit, ...filters } = query;
    const { rows, total } = await this.trades.page({ scope, filters }, page, limit);
    return { data: rows.map(toTrade), pagination: paginate(total, page, limit) };
  }

  /** Every trade of the selection, chunk by chunk, in the list's order. */
  async *all(scope: TradeScope, filters: TradeFilters): AsyncGenerator<Trade[]> {
    const selection: TradeSelection = { scope, filters };
    let cursor: TradeCursor | null = null;
    do {
      const chunk: { rows: TradeRow[]; next: TradeCursor | null } = await this.trades.chunk(
        selection,
        cursor,
        EXPORT_CHUNK,
      );
      if (chunk.rows.length > 0) yield chunk.rows.map(toTrade);
      cursor = chunk.next;
    } while (cursor);
  }
}
