import { AppError, MESSAGES } from '@pulso/domain';
import type { AuthUser } from '../../lib/actor';
import type { UntilChangedCache } from '../../lib/cache';
import type { Authenticator } from '../../plugins/access';
import { API_TOKEN_PREFIX, hashApiToken, type ApiTokenDirectory } from '../api-tokens';
import { ADMIN_ROLE } from '../roles';
import type { UserDirectory, UserWithRole } from '../users';
import type { SessionTokens } from './session-tokens';

type TokenHolder = Awaited<ReturnType<UserDirectory['byActiveApiToken']>>;

/** Who a token or session is, and whether a token still holds, until users, roles or tokens change. */
export interface AuthCaches {
  byToken: UntilChangedCache<TokenHolder>;
  byId: UntilChangedCache<UserWithRole | undefined>;
  tokenLive: UntilChangedCache<boolean>;
}

/**
 * What a long-lived connection (a live stream) was opened with, kept so the same facts REST
 * checks on every request can be checked again for every event: a session (its epoch) or an API
 * token (its id). Never the token itself.
 */
export type StreamCredential =
  { userId: string; sessionEpoch: number } | { userId: string; apiTokenId: string };

/** The port a stream holder calls (the live hub and its tickets). */
export interface Credentials {
  /** The credential behind a bearer token, or null when the token is not valid now. */
  of(token: string): Promise<StreamCredential | null>;
  /**
   * Its user as REST sees them now (role included), or null when REST would refuse it: the user
   * is gone or deactivated, their sessions ended, the token revoked. From memory until the
   * users, roles or tokens change, like the authenticator.
   */
  currentUser(credential: StreamCredential): Promise<AuthUser | null>;
}

/**
 * Bearer token → user, on every authenticated request: a session JWT signed by this server, or
 * a personal API token. The user and the token are read from memory until the users, roles or
 * tokens change (ChangeClock: a change commits → every instance's cache is dropped), so a
 * deactivated user, a revoked token or an ended session is refused at once, on every instance.
 * `credentials` answers the same questions, from the same caches, for a credential kept by a
 * stream.
 */
export function createAuthentication(ctx: {
  users: UserDirectory;
  tokens: ApiTokenDirectory;
  sessions: SessionTokens;
  caches: AuthCaches;
}): { authenticate: Authenticator; credentials: Credentials } {
  const { users, tokens, caches } = ctx;
  const invalid = () => new AppError('UNAUTHORIZED', MESSAGES.errors.permissions.invalidToken);
  const byToken = (hash: string) => caches.byToken.get(hash, () => users.byActiveApiToken(hash));
  const userById = (id: string) => caches.byId.get(id, () => users.byId(id));

  const authenticate: Authenticator = async (token) => {
    let user: UserWithRole | undefined;
    let via: AuthUser['via'];
    if (token.startsWith(API_TOKEN_PREFIX)) {
      const hash = hashApiToken(token);
      const found = await byToken(hash);
      if (!found) throw invalid();
      user = found.user;
      via = { kind: 'apiToken', tokenId: found.token.id };
      // Its last use, at most once a minute (a write no cache depends on); the cached token
      // learns it, so the minute's other requests write nothing.
      const used = await tokens.touch(found.token);
      if (used) found.token.lastUsedAt = used;
    } else {
      const session = await ctx.sessions.verify(token).catch(() => {
        throw invalid();
      });
      user = await userById(session.userId);
      // Ending a user's sessions raises their epoch: every token signed before is refused.
      if (user && user.sessionEpoch !== session.epoch) throw invalid();
      via = { kind: 'session' };
    }
    if (!user) throw invalid();
    if (!user.isActive) throw new AppError('FORBIDDEN', MESSAGES.errors.signIn.userNotActive);
    return toAuthUser(user, via);
  };

  const credentials: Credentials = {
    async of(token) {
      if (token.startsWith(API_TOKEN_PREFIX)) {
        const hash = hashApiToken(token);
        const found = await byToken(hash);
        return found ? { userId: found.user.id, apiTokenId: found.token.id } : null;
      }
      const session = await ctx.sessions.verify(token).catch(() => null);
      return session && { userId: session.userId, sessionEpoch: session.epoch };
    },
    async currentUser(credential) {
      const user = await userById(credential.userId);
      if (!user?.isActive) return null;
      if ('sessionEpoch' in credential) {
        return user.sessionEpoch === credential.sessionEpoch
          ? toAuthUser(user, { kind: 'session' })
          : null;
      }
      const { apiTokenId, userId } = credential;
      const live = await caches.tokenLive.get(`${apiTokenId}:${userId}`, () =>
        tokens.isLive(apiTokenId, userId),
      );
      return live ? toAuthUser(user, { kind: 'apiToken', tokenId: apiTokenId }) : null;
    },
  };

  return { authenticate, credentials };
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
