import { AppError, MESSAGES } from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import type { Authenticator } from '../../plugins/access';
import { API_TOKEN_PREFIX, hashApiToken, type ApiTokensRepository } from '../api-tokens';
import { ADMIN_ROLE } from '../roles';
import type { UsersRepository, UserWithRole } from '../users';
import type { SessionTokens } from './session-tokens';

/**
 * Bearer token → user, on every authenticated request: a session JWT signed by this server, or
 * a personal API token. The user is read each time, so a deactivated user, a revoked token or an
 * ended session is refused at once.
 */
export function createAuthenticator(ctx: {
  users: UsersRepository;
  tokens: ApiTokensRepository;
  sessions: SessionTokens;
}): Authenticator {
  const { users, tokens } = ctx;
  const invalid = () => new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);

  return async (token) => {
    let user: UserWithRole | undefined;
    let via: AuthUser['via'];
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const found = await users.findByActiveApiToken(hashApiToken(token));
      if (!found) throw invalid();
      user = found.user;
      via = { kind: 'apiToken', tokenId: found.token.id };
      await tokens.touch(found.token);
    } else {
      const session = await ctx.sessions.verify(token).catch(() => {
        throw invalid();
      });
      user = await users.findById(session.userId);
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
export function createUserLookup(users: UsersRepository): (id: string) => Promise<AuthUser | null> {
  return async (id) => {
    const user = await users.findById(id);
    return user?.isActive ? toAuthUser(user, { kind: 'session' }) : null;
  };
}
