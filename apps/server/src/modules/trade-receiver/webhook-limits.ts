import { isIP } from 'node:net';
import { AppError } from '@pulso/domain';
import { MicroBatcher, type Outcome } from '../../lib/micro-batcher';
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
 * Counts deliveries per account in the current minute, answering each account's new count (none
 * for an account already at `max`: it was left as it was).
 */
export type DeliveryCount = (
  batch: ReadonlyMap<string, number>,
  max: number,
) => Promise<Map<string, number>>;

/**
 * The per-account count, in PostgreSQL so it holds across instances (R16). Deliveries admitted
 * together (the same turn of the event loop, or while earlier statements are in flight) are
 * counted in one statement, as the signals themselves are stored. The statement adds and answers
 * in one step, so the last admission of a minute goes to exactly one delivery, whichever instance.
 */
class AccountWindows {
  private readonly batcher: MicroBatcher<string, boolean>;

  constructor(
    private readonly count: DeliveryCount,
    private readonly max: number,
  ) {
    this.batcher = new MicroBatcher((ids) => this.run(ids), { maxInFlight: 4, maxBatch: 500 });
  }

  /** Counts one delivery; answers whether it is over its account's maximum this minute. */
  over(accountId: string): Promise<boolean> {
    return this.batcher.add(accountId);
  }

  private async run(ids: string[]): Promise<Outcome<boolean>[]> {
    const perAccount = new Map<string, number>();
    for (const id of ids) perAccount.set(id, (perAccount.get(id) ?? 0) + 1);
    let totals: Map<string, number> | undefined;
    const failures = new Map<string, unknown>();
    try {
      totals = await this.count(perAccount, this.max);
    } catch (error) {
      if (perAccount.size === 1) throw error;
      // One account's failure (deleted meanwhile) must not fail its neighbours: each on its own.
      totals = new Map();
      for (const [id, n] of perAccount) {
        try {
          const one = await this.count(new Map([[id, n]]), this.max);
          if (one.has(id)) totals.set(id, one.get(id)!);
        } catch (e) {
          failures.set(id, e);
        }
      }
    }
    // The k-th of n deliveries to an account whose count is now `total` was number total - n + k;
    // an account not answered was already at its maximum.
    const seen = new Map<string, number>();
    return ids.map((id) => {
      if (failures.has(id)) return { ok: false, error: failures.get(id) };
      const k = (seen.get(id) ?? 0) + 1;
      seen.set(id, k);
      const before = (totals.get(id) ?? Number.POSITIVE_INFINITY) - perAccount.get(id)!;
      return { ok: true, value: before + k > this.max };
    });
  }
}

/**
 * The webhook's limits, decided after the secret is checked (H3): failures count against the
 * sender's address only (on this instance: the work they cost is its own), so nobody's bad
 * guesses can refuse an owner's valid alert; valid deliveries count against their account, with
 * a generous maximum of their own, across every instance (PostgreSQL).
 */
export class WebhookLimits {
  private readonly failures: WindowCounter;
  private readonly accepted: AccountWindows;

  constructor(
    private readonly perAccount: number,
    count: DeliveryCount,
    now: () => number = Date.now,
  ) {
    this.failures = new WindowCounter(FAILURES_PER_ADDRESS, now);
    this.accepted = new AccountWindows(count, perAccount);
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
  async admit(accountId: string): Promise<void> {
    if (await this.accepted.over(accountId)) {
      throw new AppError(
        'RATE_LIMITED',
        `Demasiadas señales para esta cuenta: máximo ${this.perAccount} por minuto`,
      );
    }
  }
}
