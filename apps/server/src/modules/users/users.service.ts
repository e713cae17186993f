import { AppError, MESSAGES, paginate, type User } from '@pulso/domain';
import { SYSTEM_ACTOR, type Actor, type AuthUser } from '../../lib/actor';
import type { z } from 'zod';
import type { updateUserBody } from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { IdentityClaims } from '../auth';
import { ADMIN_ROLE, USER_ROLE, type RoleDirectory } from '../roles';
import type { ActivityService } from '../activity-logs';
import { toUserDto } from './users.dto';
import type { UsersRepository } from './users.repository';
import { type UserFilter } from './users.repository';

type UpdateUser = z.infer<typeof updateUserBody>;

export class UsersService {
  private readonly users: UsersRepository;
  private readonly roles: RoleDirectory;
  private readonly activity: ActivityService;
  private readonly adminEmails: readonly string[];

  constructor(
    private readonly transact: Transact,
    deps: {
      activity: ActivityService;
      users: UsersRepository;
      roles: RoleDirectory;
      /** ADMIN_EMAILS: addresses that become admins once their provider verified them. */
      adminEmails: readonly string[];
    },
  ) {
    this.activity = deps.activity;
    this.users = deps.users;
    this.roles = deps.roles;
    this.adminEmails = deps.adminEmails;
  }

  /**
   * Creates or refreshes the user an ID token names. The first user ever is an admin, and so is
   * anyone in ADMIN_EMAILS whose provider verified the address (anyone can type any address into
   * a registration form). A user made by the CLI for that verified address is taken over. A
   * deactivated user is refused. Answers the session epoch a new session token must carry.
   */
  async signIn(
    claims: IdentityClaims,
    photoURL: string | undefined,
    actor?: Actor,
  ): Promise<{ user: User; sessionEpoch: number }> {
    const listedAdmin =
      claims.emailVerified && this.adminEmails.includes(claims.email.toLowerCase());
    const id = await this.transact(async (tx) => {
      await this.roles.ensureDefaults(tx);
      const admin = (await this.roles.byName(ADMIN_ROLE, tx))!;
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
      const role = first || listedAdmin ? admin : (await this.roles.byName(USER_ROLE, tx))!;
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
    await this.activity.record({
      scope: 'user',
      action: 'user.sign_in',
      entityType: 'user',
      entityId: user.id,
      actor: { ...(actor ?? SYSTEM_ACTOR), user: { id: user.id, email: user.email } },
    });
    return { user: toUserDto(user), sessionEpoch: user.sessionEpoch };
  }

  /**
   * Ends every session of a user (their own, or anyone's for an admin): session tokens signed
   * before are refused from the next request. API tokens are revoked one by one, elsewhere.
   */
  async endSessions(editor: AuthUser, id: string, actor: Actor): Promise<void> {
    const self = editor.id === id;
    if (!self && !editor.isAdmin) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
    await this.transact(async (tx) => {
      if (!(await this.users.endSessions(id, tx)))
        throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      await this.activity.record(
        {
          scope: self ? 'user' : 'backoffice',
          action: 'user.sessions_ended',
          entityType: 'user',
          entityId: id,
          actor,
        },
        tx,
      );
    });
  }

  /**
   * Ends every session of a user whose password was just set through a one-time link (the
   * embedded provider's reset): whoever knew the old password is signed out everywhere.
   */
  async endSessionsAfterPasswordReset(id: string, actor: Actor): Promise<void> {
    await this.transact(async (tx) => {
      if (!(await this.users.endSessions(id, tx))) return;
      await this.activity.record(
        {
          scope: 'system',
          action: 'user.sessions_ended',
          entityType: 'user',
          entityId: id,
          details: { reason: 'password_link' },
          actor,
        },
        tx,
      );
    });
  }

  /**
   * For operators (the CLI): creates the user of an identity the operator made (`uid`: a local
   * account of the embedded provider, or by default `cliUid(email)`, which the verified owner
   * takes over at sign-in with an external issuer), or updates it when it exists. A user someone else made for that email (by signing in) is never changed
   * nor promoted: anyone can type any address into a registration form.
   */
  async upsertByEmail(
    email: string,
    options: { uid?: string; name?: string | undefined; admin?: boolean },
  ): Promise<User> {
    const uid = options.uid ?? cliUid(email);
    const id = await this.transact(async (tx) => {
      const role = (await this.roles.byName(options.admin ? ADMIN_ROLE : USER_ROLE, tx))!;
      const existing = await this.users.findByUid(uid, tx);
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
      await this.assertOperatorMayCreate(email, uid, tx);
      return this.users.insert(
        {
          uid,
          email,
          displayName: options.name ?? email.split('@')[0]!,
          roleId: role.id,
        },
        tx,
      );
    });
    const user = await this.get(id);
    await this.activity.record({
      scope: 'system',
      action: 'user.cli_upsert',
      entityType: 'user',
      entityId: id,
      details: { email, admin: Boolean(options.admin) },
    });
    return user;
  }

  /**
   * Refuses when a user for this email exists under another identity than `uid` (someone signed
   * in with it): the operator may create or change only the identities they made.
   */
  async assertOperatorMayCreate(email: string, uid: string, tx?: Db): Promise<void> {
    const other = await this.users.findByEmail(email, tx);
    if (other && other.uid !== uid) {
      throw new AppError(
        'CONFLICT',
        `A user with email ${email} already exists and signed in with an identity the CLI did not make; ` +
          'the CLI does not change or promote it. An admin can change its role in the Usuarios screen.',
      );
    }
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
  async update(editor: AuthUser, id: string, changes: UpdateUser, actor: Actor): Promise<User> {
    const self = editor.id === id;
    if (!self && !editor.isAdmin) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
    if (!editor.isAdmin && (changes.isActive !== undefined || changes.roleId !== undefined)) {
      throw new AppError('FORBIDDEN', MESSAGES.errors.permissions.permissionError);
    }
    await this.transact(async (tx) => {
      const target = await this.users.findById(id, tx);
      if (!target) throw new AppError('NOT_FOUND', 'Usuario no encontrado');
      let newRoleName = target.roleName;
      if (changes.roleId !== undefined) {
        const role = await this.roles.byId(changes.roleId, tx);
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
      await this.activity.record(
        {
          scope: self ? 'user' : 'backoffice',
          action: 'user.update',
          entityType: 'user',
          entityId: id,
          details: {
            changes: { ...changes, ...(changes.photoURL ? { photoURL: '[image]' } : {}) },
          },
          actor,
        },
        tx,
      );
    });
    return this.get(id);
  }
}

/** The uid of a user made by hand until its owner signs in with a verified address. */
export const cliUid = (email: string) => `cli:${email.toLowerCase()}`;
