import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { SecretSettings } from '../settings';

const ISSUER = 'pulso';
const AUDIENCE = 'pulso-api';
export const NONCE_TTL_SECONDS = 600;

export interface SessionClaims {
  userId: string;
  /** The user's session epoch when signed; the token dies when the user's epoch moves on. */
  epoch: number;
}

/**
 * The server's own session tokens (HS256 JWTs, key generated once and kept sealed in the database) and
 * the sign-in nonces that bind an ID token to a sign-in this server started.
 */
export class SessionTokens {
  private constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
  ) {}

  static async load(settings: SecretSettings, ttlSeconds: number): Promise<SessionTokens> {
    const secret = await settings.getOrCreate('session.secret', () =>
      randomBytes(32).toString('base64url'),
    );
    return new SessionTokens(Buffer.from(secret, 'base64url'), ttlSeconds);
  }

  async sign(userId: string, epoch: number): Promise<{ token: string; expiresAt: Date }> {
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const token = await new SignJWT({ sep: epoch })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { token, expiresAt };
  }

  /**
   * The user and epoch of a valid token; throws for anything else (forged, expired, without an
   * expiry, alg none …). Tokens from before epochs carry none: epoch 0, until the first revocation.
   */
  async verify(token: string): Promise<SessionClaims> {
    const { payload } = await jwtVerify(token, this.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (!payload.sub) throw new Error('no subject');
    const epoch = payload.sep ?? 0;
    if (!Number.isSafeInteger(epoch)) throw new Error('bad session epoch');
    return { userId: payload.sub, epoch: epoch as number };
  }

  /** A fresh nonce for one sign-in: random, expiring, and signed so only we could have made it. */
  issueNonce(now = Date.now()): string {
    const body = `${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000) + NONCE_TTL_SECONDS}`;
    return `${body}.${this.mac(body)}`;
  }

  isValidNonce(nonce: string, now = Date.now()): boolean {
    const parts = nonce.split('.');
    if (parts.length !== 3) return false;
    const [random, expires, mac] = parts as [string, string, string];
    const expected = Buffer.from(this.mac(`${random}.${expires}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(expires) * 1000 > now;
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(`nonce:${text}`).digest('base64url');
  }
}
