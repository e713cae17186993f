export { useDeleteExchange } from './api/delete-exchange';
export { exchangesQueryOptions, getExchanges, useExchanges } from './api/get-exchanges';
export { ExchangeFormDialog } from './components/exchange-form-dialog';
export { ExchangesTable } from './components/exchanges-table';
