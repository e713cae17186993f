export { accountListsKeys } from './api/account-lists-keys';
export { reloadAccountLists } from './api/get-account-lists';
export { AccountListModalHost } from './components/account-list-modal-host';
export { AccountListSelect } from './components/account-list-select';
export { NewListButton } from './components/new-list-button';
export { useAccountListStore } from './stores/account-list-store';
