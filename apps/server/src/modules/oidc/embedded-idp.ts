import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { registerIdpAssets } from './pages/assets';
import { interactionRoutes } from './pages/interaction.routes';
import type { SigningKeys } from './provider/keys';
import type { LocalAccountsRepository } from './local-accounts/local-accounts.repository';
import type { LocalAccountsService } from './local-accounts/local-accounts.service';
import { createDatabaseAdapter } from './provider/oidc-adapter';
import type { OidcPayloadsRepository } from './provider/oidc-payloads.repository';
import { clientOrigins, createProvider } from './provider/provider';
import { providerPages } from './pages/provider-pages';
import { tokenRateLimit } from './provider/token-rate-limit';

/**
 * The embedded OpenID Connect provider (used when no OIDC_ISSUER is configured): oidc-provider
 * at /oidc with its state in our database, and its sign-in pages at /idp.
 */
export interface EmbeddedIdpDeps {
  config: Config;
  /** The provider's signing keys and cookie keys (loaded, sealed, by the composition root). */
  idpKeys: SigningKeys | undefined;
  cookieKeys: string[];
  localAccounts: LocalAccountsRepository;
  oidcPayloads: OidcPayloadsRepository;
  /** Sign-in, registration and second factor of local accounts. */
  accounts: LocalAccountsService;
}

export async function registerEmbeddedIdp(
  app: FastifyInstance,
  ctx: EmbeddedIdpDeps,
): Promise<void> {
  const { config } = ctx;
  if (!ctx.idpKeys) throw new Error('The embedded identity provider has no signing keys');
  const { cookieKeys, accounts } = ctx;
  const accountsRepository = ctx.localAccounts;
  const origins = clientOrigins(config);
  const assets = registerIdpAssets(app);

  const provider = await createProvider({
    issuer: config.oidc.issuer,
    clientId: config.oidc.clientId,
    redirectUris: [
      ...new Set([
        `${config.publicUrl}/auth/callback`,
        ...origins.map((o) => `${o}/auth/callback`),
      ]),
    ],
    postLogoutRedirectUris: [...new Set([`${config.publicUrl}/`, ...origins.map((o) => `${o}/`)])],
    jwks: ctx.idpKeys.privateJwks,
    cookieKeys,
    adapter: createDatabaseAdapter(ctx.oidcPayloads),
    findAccount: async (_ctx, sub) => {
      const account = await accountsRepository.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          // Only an operator's account is vouched for; whoever registered typed it, nothing more.
          email_verified: account.emailVerified,
          name: account.displayName,
        }),
      };
    },
    interactionUrl: (uid) => `${config.publicUrl}/idp/interaction/${uid}`,
    pages: providerPages(assets, config.publicUrl, origins),
    onServerError: (err) => app.log.error({ err }, 'identity provider error'),
  });
  // Behind a reverse proxy, trust its X-Forwarded-* as the rest of the app does.
  provider.proxy = config.trustProxy;

  // oidc-provider reads its own request bodies: it runs as middleware, before Fastify parses.
  await app.register(middie);
  // The token endpoint has its own limit (the API's does not cover /oidc).
  app.use('/oidc/token', tokenRateLimit());
  app.use('/oidc', provider.callback());

  await app.register(
    interactionRoutes({
      provider,
      accounts,
      assets,
      publicUrl: config.publicUrl,
      clientOrigins: origins,
    }),
  );
}
