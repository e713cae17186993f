import { AppError, MESSAGES } from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import type { UntilChangedCache } from '../../lib/cache';
import type { Authenticator } from '../../plugins/access';
import { API_TOKEN_PREFIX, hashApiToken, type TouchToken } from '../api-tokens';
import { ADMIN_ROLE } from '../roles';
import type { UserDirectory, UserWithRole } from '../users';
import type { SessionTokens } from './session-tokens';

type TokenHolder = Awaited<ReturnType<UserDirectory['byActiveApiToken']>>;

/** Who a token or session is, until the users, roles or tokens change. */
export interface AuthCaches {
  byToken: UntilChangedCache<TokenHolder>;
  byId: UntilChangedCache<UserWithRole | undefined>;
}

/**
 * Bearer token → user, on every authenticated request: a session JWT signed by this server, or
 * a personal API token. The user and the token are read from memory until the users, roles or
 * tokens change (a change commits → every instance's cache is dropped), so a deactivated user,
 * a revoked token or an ended session is refused at once, on every instance.
 */
export function createAuthenticator(deps: {
  users: UserDirectory;
  touch: TouchToken;
  sessions: SessionTokens;
  caches: AuthCaches;
}): Authenticator {
  const { users, caches } = deps;
  const invalid = () => new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);

  return async (token) => {
    let user: UserWithRole | undefined;
    let via: AuthUser['via'];
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const hash = hashApiToken(token);
      const found = await caches.byToken.get(hash, () => users.byActiveApiToken(hash));
      if (!found) throw invalid();
      user = found.user;
      via = { kind: 'apiToken', tokenId: found.token.id };
      // Its last use, at most once a minute (a write no cache depends on); the cached token
      // learns it, so the minute's other requests write nothing.
      const used = await deps.touch(found.token);
      if (used) found.token.lastUsedAt = used;
    } else {
      const session = await deps.sessions.verify(token).catch(() => {
        throw invalid();
      });
      user = await caches.byId.get(session.userId, () => users.byId(session.userId));
      // Ending a user's sessions raises their epoch: every token signed before is refused.
      if (user && user.sessionEpoch !== session.epoch) throw invalid();
      via = { kind: 'session' };
    }
    if (!user) throw invalid();
    if (!user.isActive) throw new AppError('FORBIDDEN', MESSAGES.errors.signIn.userNotActive);
    return toAuthUser(user, via);
  };
}

/** The caller as the services see them; the admin rule is here and nowhere else. */
function toAuthUser(user: UserWithRole, via: AuthUser['via']): AuthUser {
  return {
    id: user.id,
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    roleId: user.roleId,
    roleName: user.roleName,
    isAdmin: user.roleName === ADMIN_ROLE,
    via,
  };
}

/**
 * A user by id, for a credential this server issued and already checked (a live-stream ticket):
 * null when the user is gone or deactivated, as the authenticator would refuse them.
 */
export function createUserLookup(users: UserDirectory): (id: string) => Promise<AuthUser | null> {
  return async (id) => {
    const user = await users.byId(id);
    return user?.isActive ? toAuthUser(user, { kind: 'session' }) : null;
  };
}
