import { isIP } from 'node:net';
import { AppError } from '@pulso/domain';
import { WindowCounter } from '../../lib/window-counter';

/** Failed deliveries one address may make per minute before its failures are answered 429. */
export const FAILURES_PER_ADDRESS = 30;

/** An IPv6 sender owns its whole /64: count it as one address, or it could rotate past the limit. */
export function sourceKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The webhook's limits, decided after the secret is checked (H3): failures count against the
 * sender's address only, so nobody's bad guesses can refuse an owner's valid alert; valid
 * deliveries count against their account, with a generous maximum of their own.
 */
export class WebhookLimits {
  private readonly failures: WindowCounter;
  private readonly accepted: WindowCounter;

  constructor(
    private readonly perAccount: number,
    now: () => number = Date.now,
  ) {
    this.failures = new WindowCounter(FAILURES_PER_ADDRESS, now);
    this.accepted = new WindowCounter(perAccount, now);
  }

  /** A refused delivery: answers the error to send (429 once the address is over its failures). */
  failed(ip: string, refusal: unknown): unknown {
    if (!this.failures.hit(sourceKey(ip))) return refusal;
    return new AppError(
      'RATE_LIMITED',
      'Demasiados intentos fallidos desde esta dirección. Espera un minuto y vuelve a intentarlo',
    );
  }

  /** An authenticated delivery to `accountId`: throws 429 past the account's maximum a minute. */
  admit(accountId: string): void {
    if (this.accepted.hit(accountId)) {
      throw new AppError(
        'RATE_LIMITED',
        `Demasiadas señales para esta cuenta: máximo ${this.perAccount} por minuto`,
      );
    }
  }
}
