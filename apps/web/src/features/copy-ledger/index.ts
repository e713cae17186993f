export { copyLedgerKeys } from './api/copy-ledger-keys';
export { useCopyLedger } from './api/get-copy-ledger';
export { CopyLedgerCard } from './components/copy-ledger-card';
