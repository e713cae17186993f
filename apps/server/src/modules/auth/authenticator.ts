import { createHash } from 'node:crypto';
import { AppError, MESSAGES } from '@pulso/domain';
import type { AppContext } from '../../context';
import type { AuthUser, Authenticator } from '../../plugins/access';
import { ApiTokensRepository } from '../api-tokens/api-tokens.repository';
import { ADMIN_ROLE } from '../roles/roles.repository';
import { UsersRepository, type UserWithRole } from '../users/users.repository';

export const API_TOKEN_PREFIX = 'pulso_';
export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Bearer token → user, on every authenticated request: a session JWT signed by this server, or
 * a personal API token. The user is read each time, so a deactivated user or a revoked token is
 * refused at once.
 */
export function createAuthenticator(ctx: AppContext): Authenticator {
  const users = new UsersRepository(ctx.db);
  const tokens = new ApiTokensRepository(ctx.db);
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
      const userId = await ctx.sessions.verify(token).catch(() => {
        throw invalid();
      });
      user = await users.findById(userId);
      via = { kind: 'session' };
    }
    if (!user) throw invalid();
    if (!user.isActive) throw new AppError('FORBIDDEN', MESSAGES.errors.signIn.userNotActive);
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
  };
}
