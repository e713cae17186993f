export { copyTradesKeys } from './api/copy-trades-keys';
export { useDeleteCopyTrade } from './api/delete-copy-trade';
export { copyTradesQueryOptions, getCopyTrades, useCopyTradesPage } from './api/get-copy-trades';
export { CopyTradeDialog } from './components/copy-trade-dialog';
export { CopyTradesList } from './components/copy-trades-list';
