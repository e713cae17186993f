// The ledger: the one place trades are written (see ledger.ts). The rollup columns and their SQL
// fragments are exported for the analytics that read them.
export { Ledger, type LedgerListener } from './ledger';
export type { TradeBatch } from './trade-batch';
export type { NewTrade } from './bulk-writer';
export type { TradeToRecord } from './trade-recorder';
export { ALL_ASSETS, IS_FOREIGN, ROLLUP_SUMS, TRADE_ROWS, TRADE_SUMS } from './rollups';
