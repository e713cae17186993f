export { usePublicAccount } from './api/get-public-account';
export { usePublicAccounts } from './api/get-public-accounts';
export { PublicAccountsTable, formatSince } from './components/public-accounts-table';
