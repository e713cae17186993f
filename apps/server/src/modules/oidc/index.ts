import { randomBytes } from 'node:crypto';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { UsersRepository } from '../users/users.repository';
import { registerIdpAssets } from './assets';
import { interactionRoutes } from './interaction.routes';
import { LocalAccountsRepository } from './local-accounts.repository';
import { LocalAccountsService } from './local-accounts.service';
import { createDatabaseAdapter } from './oidc-adapter';
import { OidcPayloadsRepository } from './oidc-payloads.repository';
import { clientOrigins, createProvider } from './provider';
import { providerPages } from './provider-pages';
import { SecondFactorChallenges, TotpVerifier } from './totp';

/**
 * The embedded OpenID Connect provider (used when no OIDC_ISSUER is configured): oidc-provider
 * at /oidc with its state in our database, and its sign-in pages at /idp.
 */
export async function registerEmbeddedIdp(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  if (!ctx.idpKeys) throw new Error('The embedded identity provider has no signing keys');
  const cookieKeys = await ctx.settings.getOrCreate<string[]>('oidc.cookieKeys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  const accountsRepository = new LocalAccountsRepository(ctx.db, ctx.sealer);
  const origins = clientOrigins(config.publicUrl, config.corsOrigins);
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
    adapter: createDatabaseAdapter(ctx.db),
    findAccount: async (_ctx, sub) => {
      const account = await accountsRepository.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          // No mail is sent to confirm it: whoever registered typed it, nothing more.
          email_verified: false,
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
  app.use('/oidc', provider.callback());

  const accounts = new LocalAccountsService({
    accounts: accountsRepository,
    users: new UsersRepository(ctx.db),
    activity: ctx.activity,
    totp: new TotpVerifier(new OidcPayloadsRepository(ctx.db)),
    challenges: new SecondFactorChallenges(cookieKeys[0]!),
  });
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
