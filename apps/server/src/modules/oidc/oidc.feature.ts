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
import { AppError } from '@pulso/domain';
import { SYSTEM_ACTOR, type Actor } from '../../lib/actor';
import { createOperatorUser, issuePasswordReset } from './local-accounts/operator-accounts';
import { SecondFactorChallenges, TotpVerifier } from './local-accounts/totp';
import { TotpEnrolmentService } from './local-accounts/totp-enrolment.service';
import { totpRoutes } from './local-accounts/totp.routes';
import { passwordResetRoutes } from './local-accounts/password-reset.routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
  const feature = {
    totpEnrolment,
    /** `cli -- user:create`: an identity the operator vouches for (see operator-accounts). */
    createOperatorUser: (...args: OperatorUserArgs) =>
      createOperatorUser({ config, users: deps.users.service, localAccounts }, ...args),
    /**
     * A one-time password-reset link for the local account of this email (`cli -- password:reset`)
     * or of this user (an admin in Usuarios); refused when there is none. The link itself is
     * answered once and never recorded.
     */
    passwordResetLink: async (
      who: { email: string } | { userId: string },
      actor: Actor = SYSTEM_ACTOR,
      now = new Date(),
    ): Promise<string> => {
      const user = 'userId' in who ? await deps.users.directory.byId(who.userId) : undefined;
      const account =
        'email' in who
          ? await localAccounts.findByEmail(who.email)
          : user && (await localAccounts.findById(user.uid));
      const url = await issuePasswordReset({ config, localAccounts }, account, now);
      if (!url || !account) {
        throw new AppError(
          'NOT_FOUND',
          external
            ? 'Las contraseñas las gestiona el proveedor de identidad externo, no Pulso.'
            : 'Ese usuario no tiene una cuenta local de Pulso con contraseña.',
        );
      }
      await deps.activity.record({
        scope: actor.user ? 'backoffice' : 'system',
        action: 'idp.password_reset_issued',
        entityType: 'local_account',
        entityId: account.id,
        details: { email: account.email },
        actor,
      });
      return url;
    },
    routes: (async (app) => {
      await app.register(totpRoutes(totpEnrolment));
      await app.register(passwordResetRoutes(feature));
    }) as FastifyPluginAsyncZod,
    /** Mounts the provider at /oidc and its pages at /idp (nothing with an external issuer). */
    mount: async (app: FastifyInstance) => {
      if (!cookieKeys) return;
      const accounts = new LocalAccountsService({
        accounts: localAccounts,
        users: deps.users.directory,
        activity: deps.activity,
        totp,
        challenges: new SecondFactorChallenges(cookieKeys[0]!),
        endSessions: (userId, actor) =>
          deps.users.service.endSessionsAfterPasswordReset(userId, actor),
        registrationsPerAddress: config.registrationsPerAddress,
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
  return feature;
}
