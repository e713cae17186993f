import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;

/**
 * The code an authenticator app would show for `secret`, `stepsAhead` periods from now. The
 * server spends each time step once, so a second code in the same test takes the next step
 * (the server accepts one step of drift either way).
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * PERIOD_SECONDS * 1000 });
}
