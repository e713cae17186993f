import type { LedgerTrade } from '../../apps/server/src/modules/ledger';

/** A trade of history on binance (against USDT unless given), imported: what the seeds write. */
export const historyTrade = (
  accountId: string,
  t: Pick<LedgerTrade, 'asset' | 'side' | 'amount' | 'price' | 'executedAtMs'> &
    Partial<LedgerTrade>,
): LedgerTrade => ({
  accountId,
  source: 'import',
  symbol: `${t.asset}${t.quoteAsset ?? 'USDT'}`,
  quoteAsset: 'USDT',
  exchange: 'binance',
  fee: '0',
  feeAsset: t.quoteAsset ?? 'USDT',
  ...t,
});
