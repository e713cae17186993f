import { AppError, type Role } from '@pulso/domain';
import type { Actor } from '../../lib/actor';
import type { Transact } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import type { RolesRepository } from './roles.repository';
import { ADMIN_ROLE, type RoleRow } from './roles.repository';

const toRole = (row: RoleRow): Role => ({
  id: row.id,
  name: row.name,
  permissions: row.permissions,
});
const notFound = () => new AppError('NOT_FOUND', 'Rol no encontrado');

export class RolesService {
  private readonly roles: RolesRepository;
  private readonly activity: ActivityService;

  constructor(
    private readonly transact: Transact,
    deps: { activity: ActivityService; roles: RolesRepository },
  ) {
    this.activity = deps.activity;
    this.roles = deps.roles;
  }

  async list(): Promise<Role[]> {
    return (await this.roles.list()).map(toRole);
  }

  async get(id: string): Promise<Role> {
    const row = await this.roles.findById(id);
    if (!row) throw notFound();
    return toRole(row);
  }

  async create(values: { name: string; permissions: string[] }, actor: Actor): Promise<Role> {
    return this.transact(async (tx) => {
      if (await this.roles.findByName(values.name, tx)) throw nameTaken(values.name);
      const row = await this.roles.create(values, tx);
      await this.record('role.create', row, actor, tx);
      return toRole(row);
    });
  }

  async update(
    id: string,
    changes: { name?: string | undefined; permissions?: string[] | undefined },
    actor: Actor,
  ): Promise<Role> {
    return this.transact(async (tx) => {
      const role = await this.roles.findById(id, tx);
      if (!role) throw notFound();
      if (changes.name !== undefined && changes.name !== role.name) {
        if (role.name === ADMIN_ROLE)
          throw new AppError('CONFLICT', 'El rol admin no se puede renombrar');
        if (await this.roles.findByName(changes.name, tx)) throw nameTaken(changes.name);
      }
      const row = (await this.roles.update(
        id,
        {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.permissions !== undefined ? { permissions: changes.permissions } : {}),
        },
        tx,
      ))!;
      await this.record('role.update', row, actor, tx);
      return toRole(row);
    });
  }

  async delete(id: string, actor: Actor): Promise<void> {
    await this.transact(async (tx) => {
      const role = await this.roles.findById(id, tx);
      if (!role) throw notFound();
      if (role.name === ADMIN_ROLE)
        throw new AppError('CONFLICT', 'El rol admin no se puede eliminar');
      const inUse = await this.roles.userCount(id, tx);
      if (inUse > 0) {
        throw new AppError(
          'CONFLICT',
          `El rol está asignado a ${inUse} usuario${inUse === 1 ? '' : 's'}`,
        );
      }
      await this.roles.delete(id, tx);
      await this.record('role.delete', role, actor, tx);
    });
  }

  private record(
    action: string,
    role: RoleRow,
    actor: Actor,
    tx: Parameters<RolesRepository['list']>[0],
  ) {
    return this.activity.record(
      {
        scope: 'backoffice',
        action,
        entityType: 'role',
        entityId: role.id,
        details: { name: role.name, permissions: role.permissions },
        actor,
      },
      tx,
    );
  }
}

function nameTaken(name: string) {
  return new AppError('CONFLICT', `Ya existe un rol llamado ${name}`);
}
