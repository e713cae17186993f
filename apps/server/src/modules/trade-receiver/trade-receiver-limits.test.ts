import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signals } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';
import { WindowCounter } from '../../lib/window-counter';
import { signatureHeader } from './testing/signature';
import { FAILURES_PER_ADDRESS, sourceKey } from './webhook-limits';

/** The webhook's limits (H3): failures count per address, after the secret is checked. */
describe('trade receiver limits', () => {
  const PER_ACCOUNT = 40;
  const ATTACKER = '198.51.100.7';
  /** One of TradingView's senders: every user's alerts come from it. */
  const TRADINGVIEW = '52.89.214.238';
  let t: IdentityTestApp;
  let ana: SignedIn;
  let n = 0;

  const payload = (extra: Record<string, unknown> = {}) => ({
    symbol: 'BTCUSDT',
    exchange: 'BINANCE',
    time: new Date().toISOString(),
    action: 'buy',
    contracts: 0.01,
    order_id: `limit-${++n}`,
    market_position: 'long',
    close: 50_000,
    ...extra,
  });
  const post = (id: string, body: unknown, remoteAddress: string, headers = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade-receiver/${id}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
      remoteAddress,
    });
  async function webhookOf(name: string) {
    const id = await createAccount(t, ana, name);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/account/${id}/webhook-secret`,
      headers: ana.headers,
    });
    return { id, secret: (rotated.json() as { secret: string }).secret };
  }

  beforeAll(async () => {
    t = await createIdentityTestApp({ RATE_LIMIT_MAX: String(PER_ACCOUNT) });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  it('wrong secrets for a public account id never lock its owner out', async () => {
    const { id, secret } = await webhookOf('Ana locked?');
    const codes: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 5; i++) {
      codes.push((await post(id, payload({ secret: 'whsec_guess' }), ATTACKER)).statusCode);
    }
    // The owner's alert, from TradingView or even from the guesser's own address, goes through.
    expect((await post(id, payload({ secret }), TRADINGVIEW)).statusCode).toBe(202);
    expect((await post(id, payload({ secret }), ATTACKER)).statusCode).toBe(202);
    // The guesser itself is slowed: its failures become 429 once past its address's allowance.
    expect(codes.slice(0, FAILURES_PER_ADDRESS)).toEqual(
      Array<number>(FAILURES_PER_ADDRESS).fill(401),
    );
    expect(new Set(codes.slice(FAILURES_PER_ADDRESS))).toEqual(new Set([429]));
    const slowed = await post(id, payload({ secret: 'whsec_guess' }), ATTACKER);
    expect(slowed.json().error).toBe(
      'Demasiados intentos fallidos desde esta dirección. Espera un minuto y vuelve a intentarlo',
    );

    const body = payload();
    const signed = await post(id, body, ATTACKER, {
      'x-pulso-signature': signatureHeader(secret, JSON.stringify(body)),
    });
    expect(signed.statusCode).toBe(202);
    // Another address's mistakes are still its own: a plain 401.
    expect((await post(id, payload({ secret: 'whsec_typo' }), TRADINGVIEW)).statusCode).toBe(401);
    // Unknown accounts count as failures of the address too (each costs a read).
    const missing = await post('00000000-0000-4000-8000-000000000000', payload(), ATTACKER);
    expect(missing.statusCode).toBe(429);
  });

  it('authenticated deliveries have their own per-account limit; other accounts are unaffected', async () => {
    const busy = await webhookOf('Ana busy');
    const calm = await webhookOf('Ana calm');
    // The count is per calendar minute: starting near its end, the loop would cross into the
    // next window and be counted afresh (a loaded machine takes seconds for it).
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 30_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    const codes: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 1; i++) {
      codes.push((await post(busy.id, payload({ secret: busy.secret }), TRADINGVIEW)).statusCode);
    }
    expect(codes.slice(0, PER_ACCOUNT)).toEqual(Array<number>(PER_ACCOUNT).fill(202));
    expect(codes[PER_ACCOUNT]).toBe(429);
    const over = await post(busy.id, payload({ secret: busy.secret }), TRADINGVIEW);
    expect(over.json().error).toBe(
      `Demasiadas señales para esta cuenta: máximo ${PER_ACCOUNT} por minuto`,
    );
    const stored = await t.container.db
      .select()
      .from(signals)
      .where(eq(signals.accountId, busy.id));
    expect(stored).toHaveLength(PER_ACCOUNT);
    expect((await post(calm.id, payload({ secret: calm.secret }), TRADINGVIEW)).statusCode).toBe(
      202,
    );
  }, 60_000);
});

describe('WindowCounter and sourceKey', () => {
  it('counts per key in one-minute windows', () => {
    let now = 0;
    const counter = new WindowCounter(2, () => now);
    expect([counter.hit('a'), counter.hit('a'), counter.hit('a')]).toEqual([false, false, true]);
    expect(counter.hit('b')).toBe(false);
    now = 60_000;
    expect(counter.hit('a')).toBe(false);
  });

  it('an IPv6 sender is its /64; IPv4 (mapped or not) is the address', () => {
    expect(sourceKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(sourceKey('2001:db8::9')).toBe('2001:db8:0:0::/64');
    expect(sourceKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(sourceKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
