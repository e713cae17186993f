// Named lists of a user's accounts.
export { AccountListsRepository } from './account-lists.repository';
export { accountListsRoutes } from './account-lists.routes';
export { AccountListsService } from './account-lists.service';
