import { AppError, MESSAGES, paginate, type User } from '@pulso/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { updateUserBody } from '@pulso/domain';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/repository';
import type { AuthUser } from '../../plugins/access';
import type { IdentityClaims } from '../auth/id-token';
import { ADMIN_ROLE, RolesRepository, USER_ROLE } from '../roles/roles.repository';
import { toUserDto } from './users.dto';
import { UsersRepository, type UserFilter } from './users.repository';

type UpdateUser = z.infer<typeof updateUserBody>;

export class UsersService {
  private readonly users: UsersRepository;
  private readonly roles: RolesRepository;

  constructor(private readonly ctx: AppContext) {
    this.users = new UsersRepository(ctx.db);
    this.roles = new RolesRepository(ctx.db);
  }

  /**
   * Creates or refreshes the user an ID token names. The first user ever is an admin, and so is
   * anyone in ADMIN_EMAILS whose provider verified the address (anyone can type any address into
   * a registration form). A user made by the CLI for that verified address is taken over. A
   * deactivated user is refused.
   */
  async signIn(
    claims: IdentityClaims,
    photoURL: string | undefined,
    request?: FastifyRequest,
  ): Promise<User> {
    const { adminEmails } = this.ctx.config;
    const listedAdmin = claims.emailVerified && adminEmails.includes(claims.email.toLowerCase());
    const id = await inTransaction(this.ctx.db, async (tx) => {
      await this.roles.ensureDefaults(tx);
      const admin = (await this.roles.findByName(ADMIN_ROLE, tx))!;
      const existing =
        (await this.users.findByUid(claims.uid, tx)) ??
        (claims.emailVerified ? await this.users.findByUid(cliUid(claims.email), tx) : undefined);
      if (existing) {
        if (!existing.isActive)
          throw new AppError('FORBIDDEN', MESSAGES.errors.signIn.userNotActive);
        await this.users.update(
          existing.id,
          {
            uid: claims.uid,
            email: claims.email,
            lastSignInAt: new Date(),
            ...(photoURL ? { photoUrl: photoURL } : {}),
            ...(listedAdmin ? { roleId: admin.id } : {}),
          },
          tx,
        );
        return existing.id;
      }
      const first = (await this.users.count(tx)) === 0;
      const role = first || listedAdmin ? admin : (await this.roles.findByName(USER_ROLE, tx))!;
      return this.users.insert(
        {
          uid: claims.uid,
          email: claims.email,
          displayName: claims.displayName,
          photoUrl: photoURL ?? claims.picture ?? null,
          roleId: role.id,
          lastSignInAt: new Date(),
        },
        tx,
      );
    });
    const user = (await this.users.findById(id))!;
    await this.ctx.activity.record({
      scope: 'user',
      action: 'user.sign_in',
      entityType: 'user',
      entityId: user.id,
      actor: user,
      ...(request ? { request } : {}),
    });
    return toUserDto(user);
  }

  /** For operators (the CLI): creates a user, or updates the one with that email, by hand. */
  async upsertByEmail(
    email: string,
    options: { name?: string | undefined; admin?: boolean },
  ): Promise<User> {
    const id = await inTransaction(this.ctx.db, async (tx) => {
      const roleName = options.admin ? ADMIN_ROLE : USER_ROLE;
      const role = (await this.roles.findByName(roleName, tx))!;
      const existing = await this.users.findByEmail(email, tx);
      if (existing) {
        await this.users.update(
          existing.id,
          {
            ...(options.name ? { displayName: options.name } : {}),
            ...(options.admin ? { roleId: role.id } : {}),
          },
          tx,
        );
        return existing.id;
      }
      return this.users.insert(
        {
          uid: cliUid(email),
          email,
          displayName: options.name ?? email.split('@')[0]!,
          roleId: role.id,
        },
        tx,
      );
    });
    const user = await this.get(id);
    await this.ctx.activity.record({
      scope: 'system',
      action: 'user.cli_upsert',
      entityType: 'user',
      entityId: id,
      actor: null,
      details: { email, admin: Boolean(options.admin) },
    });
    return user;
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const row = await this.users.findByEmail(email);
    return row && toUserDto(row);
  }

  async get(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
    return toUserDto(user);
  }

  async list(filter: UserFilter, page: number, limit: number) {
    const { rows, total } = await this.users.page(filter, page, limit);
    return { data: rows.map(toUserDto), pagination: paginate(total, page, limit) };
  }

  /**
   * A user edits their own name and photo; an admin also activation and role. Nobody may leave
   * the product without an active admin.
   */
  async update(
    actor: AuthUser,
    id: string,
    changes: UpdateUser,
    request: FastifyRequest,
  ): Promise<User> {
    const self = actor.id === id;
    if (!self && !actor.isAdmin) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
    if (!actor.isAdmin && (changes.isActive !== undefined || changes.roleId !== undefined)) {
      throw new AppError('FORBIDDEN', MESSAGES.errors.permissions.permissionError);
    }
    await inTransaction(this.ctx.db, async (tx) => {
      const target = await this.users.findById(id, tx);
      if (!target) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      let newRoleName = target.roleName;
      if (changes.roleId !== undefined) {
        const role = await this.roles.findById(changes.roleId, tx);
        if (!role)
          throw new AppError('VALIDATION', 'El rol no existe', [
            { path: ['roleId'], message: 'El rol no existe' },
          ]);
        newRoleName = role.name;
      }
      const losesAdmin =
        target.roleName === ADMIN_ROLE &&
        target.isActive &&
        (changes.isActive === false || newRoleName !== ADMIN_ROLE);
      if (losesAdmin && (await this.users.otherActiveAdmins(id, tx)) === 0) {
        throw new AppError(
          'CONFLICT',
          'No se puede desactivar ni quitar el rol al último administrador activo',
        );
      }
      await this.users.update(
        id,
        {
          ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
          ...(changes.photoURL !== undefined ? { photoUrl: changes.photoURL } : {}),
          ...(changes.isActive !== undefined ? { isActive: changes.isActive } : {}),
          ...(changes.roleId !== undefined ? { roleId: changes.roleId } : {}),
        },
        tx,
      );
      await this.ctx.activity.record(
        {
          scope: self ? 'user' : 'backoffice',
          action: 'user.update',
          entityType: 'user',
          entityId: id,
          details: {
            changes: { ...changes, ...(changes.photoURL ? { photoURL: '[image]' } : {}) },
          },
          request,
        },
        tx,
      );
    });
    return this.get(id);
  }
}

/** The uid of a user made by hand until its owner signs in with a verified address. */
export const cliUid = (email: string) => `cli:${email.toLowerCase()}`;
