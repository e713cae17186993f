import { createLocalJWKSet, type JSONWebKeySet } from 'jose';
import type { AppContext } from '../../context';
import type { ActivityService } from '../activity-logs';
import type { ApiTokenDirectory } from '../api-tokens';
import type { SecretSettings } from '../settings';
import type { UserDirectory, UsersService } from '../users';
import { createAuthentication, type AuthCaches } from './authenticator';
import { authRoutes } from './auth.routes';
import { IdTokenVerifier } from './id-token';
import { SessionTokens } from './session-tokens';
import { SignInService } from './sign-in.service';
import { UsedNoncesRepository } from './used-nonces.repository';

/** Sign-in (an ID token for a session), session tokens and the bearer-token authenticator. */
export async function createAuthFeature(
  ctx: AppContext,
  deps: {
    secrets: SecretSettings;
    /** The embedded provider's keys; none with an external issuer (its JWKS is fetched). */
    idpKeys: { publicJwks: JSONWebKeySet } | undefined;
    activity: ActivityService;
    users: { service: Pick<UsersService, 'signIn'>; directory: UserDirectory };
    apiTokens: { directory: ApiTokenDirectory };
    caches: { auth: AuthCaches };
  },
) {
  const { issuer, clientId } = ctx.config.oidc;
  const sessions = await SessionTokens.load(deps.secrets, ctx.config.sessionTtlSeconds);
  const idTokens = deps.idpKeys
    ? new IdTokenVerifier(issuer, clientId, createLocalJWKSet(deps.idpKeys.publicJwks))
    : IdTokenVerifier.forRemoteIssuer(issuer, clientId);
  const signIn = new SignInService({
    users: deps.users.service,
    sessions,
    idTokens,
    usedNonces: new UsedNoncesRepository(ctx.db),
    activity: deps.activity,
  });
  const { authenticate, credentials } = createAuthentication({
    users: deps.users.directory,
    tokens: deps.apiTokens.directory,
    sessions,
    caches: deps.caches.auth,
  });
  return {
    sessions,
    idTokens,
    authenticate,
    /** What a stream's credential is and who holds it now (the live hub and its tickets). */
    credentials,
    routes: authRoutes(ctx.config, signIn),
  };
}
