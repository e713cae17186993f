export { useAccountTrades } from './api/get-account-trades';
export { AccountTradesPanel } from './components/account-trades-panel';
export { EmitTradeForm } from './components/emit-trade-form';
export type { EmittedTrade } from './components/emit-trade-form';
export { default as PublicAccountTrades } from './components/public-account-trades';
export { SignalProgress } from './components/signal-progress';
export { TradesTable } from './components/trades-table';
export { useTradesRange } from './hooks/use-trades-range';
