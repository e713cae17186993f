import { createHmac, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { OidcPayloadsRepository } from '../provider/oidc-payloads.repository';

const ISSUER = 'Pulso';
const PERIOD_SECONDS = 30;
/** ±1 step: a code from the previous or next 30 s still counts (clock drift, slow typing). */
const WINDOW = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secret: string, accountName: string): string {
  return totpFor(secret, accountName).toString();
}

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The time step a code belongs to (within the window), or null when it matches none. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = totpFor(secret, 'check');
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/**
 * Checks a code and spends it: the same code (time step) is refused a second time for the same
 * account, on any instance, while it could still be valid.
 */
export class TotpVerifier {
  constructor(
    private readonly payloads: OidcPayloadsRepository,
    private readonly now: () => number = Date.now,
  ) {}

  async verify(accountId: string, secret: string, code: string): Promise<boolean> {
    const now = this.now();
    const step = totpStep(secret, code.trim(), now);
    if (step === null) return false;
    const spentUntil = new Date(now + (2 * WINDOW + 1) * PERIOD_SECONDS * 1000);
    return this.payloads.claimOnce('TotpStep', `${accountId}:${step}`, new Date(now), spentUntil);
  }
}

/**
 * "Password verified, code pending" for one interaction: signed (so it cannot be forged), bound
 * to the interaction's uid, and short-lived. Carried in the code form's hidden field.
 */
export class SecondFactorChallenges {
  constructor(
    private readonly key: string,
    private readonly ttlSeconds = 300,
    private readonly now: () => number = Date.now,
  ) {}

  issue(accountId: string, interactionUid: string): string {
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    const body = Buffer.from(
      JSON.stringify({ a: accountId, u: interactionUid, e: expires }),
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The account id, when the challenge is ours, for this interaction, and still fresh. */
  open(challenge: string, interactionUid: string): string | undefined {
    const [body, mac] = challenge.split('.');
    if (!body || !mac) return undefined;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const data = JSON.parse(Buffer.from(body, 'base64url').toString()) as {
        a: string;
        u: string;
        e: number;
      };
      if (data.u !== interactionUid || data.e * 1000 <= this.now()) return undefined;
      return data.a;
    } catch {
      return undefined;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(`totp-challenge:${body}`).digest('base64url');
  }
}
