/** Test helpers of the ledger: a trade with the usual defaults, and the rollups' reference. */
import type { Container } from '../../container';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { LedgerTrade } from './trade-rows';
import { rebuildTradeAggregates } from './rollups';

/**
 * A trade of `accountId` on binance against USDT, imported, without fee unless given: the fields
 * a test cares about, and the rest as a plain history import would have them.
 */
export function testTrade(
  accountId: string,
  t: Pick<LedgerTrade, 'asset' | 'side' | 'amount' | 'price' | 'executedAtMs'> &
    Partial<LedgerTrade>,
): LedgerTrade {
  const quoteAsset = t.quoteAsset ?? 'USDT';
  return {
    accountId,
    source: 'import',
    symbol: `${t.asset}${quoteAsset}`,
    quoteAsset,
    exchange: 'binance',
    fee: '0',
    feeAsset: quoteAsset,
    ...t,
  };
}

/**
 * Rebuilds every rollup of an account from its trades: what the ledger's incremental rollups
 * must equal.
 */
export const rebuildRollups = (tx: Db, accountId: string) => rebuildTradeAggregates(tx, accountId);

/** Writes trades through the ledger in one transaction, as a live write or an import does. */
export const appendTrades = (t: { container: Container }, trades: LedgerTrade[]) =>
  inTransaction(t.container.db, (tx) => t.container.ledger.append(tx, trades));
