import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AuthUser } from '../../lib/actor';
import type { ActivityService } from '../activity-logs';
import { AccountListsRepository } from './account-lists.repository';
import { accountListsRoutes } from './account-lists.routes';
import { AccountListsService } from './account-lists.service';

/** Named lists of a user's accounts. */
export function createAccountListsFeature(ctx: AppContext, deps: { activity: ActivityService }) {
  const lists = new AccountListsService(transactor(ctx.db), {
    ...deps,
    lists: new AccountListsRepository(ctx.db),
  });
  /** The accounts of one of the user's lists (404 when it is not theirs). */
  const accountIdsOf = async (user: AuthUser, listId: string) =>
    (await lists.get(user, listId)).accountIds;
  return { service: lists, accountIdsOf, routes: accountListsRoutes(lists) };
}
