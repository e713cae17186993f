import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import type { SecretSettings } from '../settings';
import type { UserDirectory, UsersService } from '../users';
import { registerEmbeddedIdp } from './embedded-idp';
import type { SigningKeys } from './provider/keys';
import { LocalAccountsRepository } from './local-accounts/local-accounts.repository';
import { LocalAccountsService } from './local-accounts/local-accounts.service';
import { OidcPayloadsRepository } from './provider/oidc-payloads.repository';
import { createOperatorUser } from './local-accounts/operator-accounts';
import { SecondFactorChallenges, TotpVerifier } from './local-accounts/totp';
import { TotpEnrolmentService } from './local-accounts/totp-enrolment.service';
import { totpRoutes } from './local-accounts/totp.routes';

type OperatorUserArgs =
  Parameters<typeof createOperatorUser> extends [unknown, ...infer Rest] ? Rest : never;

/**
 * The embedded OpenID Connect provider (local accounts, TOTP, its pages), when no OIDC_ISSUER is
 * configured; with one, only the second-factor enrolment's routes (which then refuse) and the
 * operator's `user:create`.
 */
export async function createOidcFeature(
  ctx: AppContext,
  deps: {
    secrets: SecretSettings;
    sealer: Sealer;
    /** The provider's signing keys (none with an external issuer). */
    idpKeys: SigningKeys | undefined;
    activity: ActivityService;
    users: { service: UsersService; directory: UserDirectory };
  },
) {
  const { config } = ctx;
  const external = config.oidc.externalIssuer;
  const localAccounts = new LocalAccountsRepository(ctx.db, deps.sealer);
  const oidcPayloads = new OidcPayloadsRepository(ctx.db);
  const totp = new TotpVerifier(oidcPayloads);
  const totpEnrolment = new TotpEnrolmentService({
    accounts: localAccounts,
    totp,
    activity: deps.activity,
    embedded: !external,
  });
  // The embedded provider's cookie keys (sealed) and local accounts; none with an external issuer.
  const cookieKeys = external
    ? undefined
    : await deps.secrets.getOrCreate<string[]>('oidc.cookieKeys', () => [
        randomBytes(32).toString('base64url'),
      ]);
  return {
    totpEnrolment,
    /** `cli -- user:create`: an identity the operator vouches for (see operator-accounts). */
    createOperatorUser: (...args: OperatorUserArgs) =>
      createOperatorUser({ config, users: deps.users.service, localAccounts }, ...args),
    routes: totpRoutes(totpEnrolment),
    /** Mounts the provider at /oidc and its pages at /idp (nothing with an external issuer). */
    mount: async (app: FastifyInstance) => {
      if (!cookieKeys) return;
      const accounts = new LocalAccountsService({
        accounts: localAccounts,
        users: deps.users.directory,
        activity: deps.activity,
        totp,
        challenges: new SecondFactorChallenges(cookieKeys[0]!),
      });
      await registerEmbeddedIdp(app, {
        config,
        idpKeys: deps.idpKeys,
        cookieKeys,
        localAccounts,
        oidcPayloads,
        accounts,
      });
    },
  };
}
