import { AppError } from '@pulso/domain';
import type { Actor, AuthUser } from '../../../lib/actor';
import QRCode from 'qrcode';
import type { ActivityService } from '../../activity-logs';
import type { LocalAccount, LocalAccountsRepository } from './local-accounts.repository';
import { ACCOUNT_BACKOFF, FailureThrottle } from './sign-in-throttle';
import { newTotpSecret, totpUri, type TotpVerifier } from './totp';

export const TOTP_MESSAGES = {
  notLocal: 'La verificación en dos pasos la gestiona tu proveedor de identidad',
  wrongCode: 'Código incorrecto',
  alreadyEnabled: 'La verificación en dos pasos ya está activada',
  notEnabled: 'La verificación en dos pasos no está activada',
  noPendingSecret: 'Primero genera el código QR',
  tooManyAttempts: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo',
} as const;

export interface TotpSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/**
 * TOTP enrolment from the profile page, for the caller's own local account: set up (a pending
 * secret and its QR code), then enable with a code from the app; disable with a current code.
 */
export class TotpEnrolmentService {
  private readonly failures = new FailureThrottle(ACCOUNT_BACKOFF);

  constructor(
    private readonly deps: {
      accounts: LocalAccountsRepository;
      totp: TotpVerifier;
      activity: ActivityService;
      /** With an external issuer there are no local accounts to enrol. */
      embedded: boolean;
    },
  ) {}

  async status(user: AuthUser): Promise<{ enabled: boolean }> {
    const account = await this.accountOf(user);
    return { enabled: account.totpEnabled };
  }

  async setup(user: AuthUser, actor: Actor): Promise<TotpSetup> {
    const account = await this.accountOf(user);
    if (account.totpEnabled) throw new AppError('CONFLICT', TOTP_MESSAGES.alreadyEnabled);
    const secret = newTotpSecret();
    await this.deps.accounts.setTotp(account.id, { secret, enabled: false });
    // A new pending secret replaces any earlier one: who started an enrolment, and when.
    await this.record(actor, 'idp.totp_setup', account);
    const otpauthUrl = totpUri(secret, account.email);
    const qrSvg = await QRCode.toString(otpauthUrl, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 2,
    });
    return { secret, otpauthUrl, qrSvg };
  }

  async enable(user: AuthUser, code: string, actor: Actor): Promise<{ enabled: true }> {
    const account = await this.accountOf(user);
    if (account.totpEnabled) throw new AppError('CONFLICT', TOTP_MESSAGES.alreadyEnabled);
    if (!account.totpSecret) throw new AppError('CONFLICT', TOTP_MESSAGES.noPendingSecret);
    await this.checkCode(account, account.totpSecret, code);
    await this.deps.accounts.setTotp(account.id, { secret: account.totpSecret, enabled: true });
    await this.record(actor, 'idp.totp_enabled', account);
    return { enabled: true };
  }

  async disable(user: AuthUser, code: string, actor: Actor): Promise<{ enabled: false }> {
    const account = await this.accountOf(user);
    if (!account.totpEnabled || !account.totpSecret) {
      throw new AppError('CONFLICT', TOTP_MESSAGES.notEnabled);
    }
    await this.checkCode(account, account.totpSecret, code);
    await this.deps.accounts.setTotp(account.id, { secret: null, enabled: false });
    await this.record(actor, 'idp.totp_disabled', account);
    return { enabled: false };
  }

  private async accountOf(user: AuthUser): Promise<LocalAccount> {
    const account = this.deps.embedded ? await this.deps.accounts.findById(user.uid) : undefined;
    if (!account) throw new AppError('CONFLICT', TOTP_MESSAGES.notLocal);
    return account;
  }

  private async checkCode(account: LocalAccount, secret: string, code: string): Promise<void> {
    if (this.failures.retryAfter(account.id) > 0) {
      throw new AppError('RATE_LIMITED', TOTP_MESSAGES.tooManyAttempts);
    }
    if (!(await this.deps.totp.verify(account.id, secret, code))) {
      this.failures.fail(account.id);
      throw new AppError('BAD_REQUEST', TOTP_MESSAGES.wrongCode);
    }
    this.failures.reset(account.id);
  }

  private record(actor: Actor, action: string, account: LocalAccount): Promise<void> {
    return this.deps.activity.record({
      scope: 'user',
      action,
      entityType: 'local_account',
      entityId: account.id,
      details: { email: account.email },
      actor,
    });
  }
}
