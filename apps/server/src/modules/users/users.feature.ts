import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactor } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import type { RoleDirectory } from '../roles';
import { UsersRepository, type UserWithRole } from './users.repository';
import { usersRoutes } from './users.routes';
import { UsersService } from './users.service';

/** What other features ask of the users: who one is, by id, subject or API token. */
export interface UserDirectory {
  byId(id: string, tx?: Db): Promise<UserWithRole | undefined>;
  byUid(uid: string, tx?: Db): Promise<UserWithRole | undefined>;
  /** The user of an unrevoked API token, and the token's last use. */
  byActiveApiToken(
    tokenHash: string,
  ): Promise<{ user: UserWithRole; token: { id: string; lastUsedAt: Date | null } } | undefined>;
}

/** App users, keyed by the identity provider's subject. */
export function createUsersFeature(
  ctx: AppContext,
  deps: { activity: ActivityService; roles: { directory: RoleDirectory } },
) {
  const repository = new UsersRepository(ctx.db);
  const users = new UsersService(transactor(ctx.db), {
    activity: deps.activity,
    roles: deps.roles.directory,
    users: repository,
    adminEmails: ctx.config.adminEmails,
  });
  const directory: UserDirectory = {
    byId: (id, tx) => repository.findById(id, tx),
    byUid: (uid, tx) => repository.findByUid(uid, tx),
    byActiveApiToken: (hash) => repository.findByActiveApiToken(hash),
  };
  return { service: users, directory, routes: usersRoutes(users) };
}
