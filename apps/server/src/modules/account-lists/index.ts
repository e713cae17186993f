// Named lists of a user's accounts.
export { createAccountListsFeature } from './account-lists.feature';
export type { AccountListsService } from './account-lists.service';
