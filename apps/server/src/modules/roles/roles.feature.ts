import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactor } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import { RolesRepository, type RoleRow } from './roles.repository';
import { rolesRoutes } from './roles.routes';
import { RolesService } from './roles.service';

/** What other features ask of the roles (users: which role a user gets). */
export interface RoleDirectory {
  byName(name: string, tx?: Db): Promise<RoleRow | undefined>;
  byId(id: string, tx?: Db): Promise<RoleRow | undefined>;
  /** The built-in roles exist (in the caller's transaction). */
  ensureDefaults(tx?: Db): Promise<void>;
}

/** Roles; admin is the privileged one. */
export async function createRolesFeature(ctx: AppContext, deps: { activity: ActivityService }) {
  const repository = new RolesRepository(ctx.db);
  await repository.ensureDefaults();
  const roles = new RolesService(transactor(ctx.db), { ...deps, roles: repository });
  const directory: RoleDirectory = {
    byName: (name, tx) => repository.findByName(name, tx),
    byId: (id, tx) => repository.findById(id, tx),
    ensureDefaults: (tx) => repository.ensureDefaults(tx),
  };
  return { service: roles, directory, routes: rolesRoutes(roles) };
}
