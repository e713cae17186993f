import { createHash, randomBytes } from 'node:crypto';
import { AppError, type User } from '@pulso/domain';
import type { Config } from '../../../config';
import type { UsersService } from '../../users';
import type { LocalAccountsRepository } from './local-accounts.repository';
import { hashPassword } from './passwords';

/** How long a set-password link printed by the CLI works. */
export const SETUP_LINK_TTL_HOURS = 24;

/** Only the hash of a set-password link is stored: a database dump holds no working link. */
export const hashSetupToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export interface OperatorUser {
  user: User;
  /** The one-time link where the owner chooses a password (embedded provider, until used). */
  setPasswordUrl: string | undefined;
}

/**
 * `cli -- user:create`: a new identity the operator vouches for, never someone else's. With the
 * embedded provider, a local account (its address verified, its password unknown until the
 * owner follows the printed link) and its user; with an external issuer, a `cli:` user that
 * becomes the person who signs in there with that address, verified. An address someone
 * registered or signed in with is refused: a registration form proves nothing about it.
 */
export async function createOperatorUser(
  ctx: { config: Config; users: UsersService; localAccounts: LocalAccountsRepository },
  email: string,
  options: { name?: string | undefined; admin?: boolean },
  now = new Date(),
): Promise<OperatorUser> {
  const { users } = ctx;
  if (ctx.config.oidc.externalIssuer) {
    const user = await users.upsertByEmail(email, options);
    return { user, setPasswordUrl: undefined };
  }
  const accounts = ctx.localAccounts;
  let account = await accounts.findByEmail(email);
  const fresh = !account;
  if (account && !account.emailVerified) {
    throw new AppError(
      'CONFLICT',
      `${email} registered itself on the sign-in page, so nothing proves the address belongs to ` +
        'its owner; the CLI does not take over or promote it. An admin can change its role in the ' +
        'Usuarios screen once they have checked who it is.',
    );
  }
  if (!account) {
    await users.assertOperatorMayCreate(email, 'no identity yet');
    account = await accounts.insertForOperator({
      email,
      displayName: options.name ?? email.split('@')[0]!,
      // Nobody knows this password: the account opens once its owner sets one through the link.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    });
    if (!account) return createOperatorUser(ctx, email, options, now); // registered meanwhile
  }
  const user = await users.upsertByEmail(email, { ...options, uid: account.id });
  // A link until the owner has chosen a password (a new one each time: the previous one dies).
  if (!fresh && account.setupTokenHash === null) return { user, setPasswordUrl: undefined };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SETUP_LINK_TTL_HOURS * 3600_000);
  await accounts.setSetupToken(account.id, hashSetupToken(token), expiresAt);
  return { user, setPasswordUrl: `${ctx.config.publicUrl}/idp/set-password?token=${token}` };
}

/** How long a password-reset link (`cli -- password:reset`, the Usuarios screen) works. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/**
 * A one-time link where the owner of a local account chooses a new password, for when they
 * forgot it (no e-mail is configured: an admin or the operator hands the link over). Random,
 * stored only as a hash, valid {@link PASSWORD_RESET_TTL_MINUTES} minutes, spent on use, and
 * replacing any earlier link of the account. Undefined when there is no such local account.
 */
export async function issuePasswordReset(
  ctx: { config: Config; localAccounts: LocalAccountsRepository },
  account: { id: string } | undefined,
  now = new Date(),
): Promise<string | undefined> {
  if (ctx.config.oidc.externalIssuer || !account) return undefined;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
  await ctx.localAccounts.setSetupToken(account.id, hashSetupToken(token), expiresAt);
  return `${ctx.config.publicUrl}/idp/set-password?token=${token}`;
}
