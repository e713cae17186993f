// The ledger: the one writer of trades (`Ledger.append`, see ledger.ts). The rollup columns and
// their SQL fragments are exported for the analytics that read them.
export {
  AlreadyRecorded,
  Ledger,
  type LedgerDraft,
  type AppendOptions,
  type Appended,
  type OpenPosition,
} from './ledger';
export type { LedgerTrade } from './trade-rows';
export type { UsdRates } from './usd-values';
export { ALL_ASSETS, IS_FOREIGN, ROLLUP_SUMS, TRADE_ROWS, TRADE_SUMS, bucketSql } from './rollups';
