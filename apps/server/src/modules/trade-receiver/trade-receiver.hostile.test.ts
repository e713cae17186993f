import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WEBHOOK_IPS, WEBHOOK_IP_MESSAGE } from '@pulso/domain';
import { accounts, signals } from '../../db/schema';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

/** Issue 15: numbers and times an alert may carry (L2, L3), and the allowlist set through the API (L9). */
describe('trade receiver against hostile input', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let binance: string;
  let n = 0;

  const createAccount = async (body: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: ana.headers,
      payload: { name: `Ana ${++n}`, accountType: 'spot', exchangeId: binance, ...body },
    });
    return res;
  };
  const send = (id: string, secret: string, extra: object = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade-receiver/${id}`,
      headers: { 'content-type': 'application/json' },
      remoteAddress,
      payload: {
        secret,
        symbol: 'BTCUSDT',
        time: new Date().toISOString(),
        action: 'buy',
        contracts: '0.01',
        order_id: `order-${++n}`,
        close: 50_000,
        ...extra,
      },
    });
  const signalCount = async () => (await t.container.db.select({ n: count() }).from(signals))[0]!.n;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    binance = (await exchangeIds(t)).binance!;
  });
  afterAll(() => t.close());

  it('a time of 1e20 or an impossible date is a 400 on time, not a 500 (L2)', async () => {
    const { account, webhook } = (await createAccount()).json();
    const before = await signalCount();
    for (const time of [1e20, '2026-02-30T10:00:00Z']) {
      const res = await send(account.id, webhook.secret, { time });
      expect(res.statusCode, String(time)).toBe(400);
      expect(res.json().issues[0].path).toEqual(['time']);
    }
    expect(await signalCount()).toBe(before);
  });

  it('contracts "0x10" is refused, not read as 16; so are exponents, NaN and 1e308 (L3)', async () => {
    const { account, webhook } = (await createAccount()).json();
    const before = await signalCount();
    for (const contracts of ['0x10', '1e3', 'NaN', 'Infinity', '', 1e308]) {
      const res = await send(account.id, webhook.secret, { contracts });
      expect(res.statusCode, String(contracts)).toBe(400);
      expect(res.json().issues[0].path).toEqual(['contracts']);
    }
    expect(await signalCount()).toBe(before);
  });

  it('the allowlist is set through the API, shown to its owner, and enforced (L9)', async () => {
    const created = await createAccount({ webhookIpAllowlist: [' 52.89.214.238 ', '10.9.0.0/16'] });
    expect(created.statusCode).toBe(201);
    const { account, webhook } = created.json();
    expect(account.webhookIpAllowlist).toEqual(['52.89.214.238', '10.9.0.0/16']);
    expect((await send(account.id, webhook.secret, {}, '10.9.3.4')).statusCode).toBe(202);
    expect((await send(account.id, webhook.secret, {}, '203.0.113.9')).statusCode).toBe(403);

    const updated = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${account.id}`,
      headers: ana.headers,
      payload: { webhookIpAllowlist: ['2001:db8::/32'] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().webhookIpAllowlist).toEqual(['2001:db8::/32']);
    expect((await send(account.id, webhook.secret, {}, '2001:db8::7')).statusCode).toBe(202);
    expect((await send(account.id, webhook.secret, {}, '10.9.3.4')).statusCode).toBe(403);

    // Emptied: any sender again.
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${account.id}`,
      headers: ana.headers,
      payload: { webhookIpAllowlist: [] },
    });
    expect(cleared.json().webhookIpAllowlist).toEqual([]);
    expect((await send(account.id, webhook.secret, {}, '203.0.113.9')).statusCode).toBe(202);
  });

  it('a malformed entry stored by hand admits nothing, not everyone', async () => {
    const { account, webhook } = (await createAccount()).json();
    for (const entry of ['10.0.0.0/', '10.0.0.0/x', '10.0.0.0/99']) {
      await t.container.db
        .update(accounts)
        .set({ webhookIpAllowlist: [entry] })
        .where(eq(accounts.id, account.id));
      const res = await send(account.id, webhook.secret, {}, '203.0.113.9');
      expect(res.statusCode, entry).toBe(403);
    }
  });

  it('refuses what is not an address or a range, and more than the cap, changing nothing', async () => {
    const { account } = (await createAccount({ webhookIpAllowlist: ['10.0.0.1'] })).json();
    const bad = [
      ['10.0.0.0/33'],
      ['256.1.1.1'],
      ['example.com'],
      ['01.2.3.4'],
      [''],
      Array.from({ length: MAX_WEBHOOK_IPS + 1 }, (_, i) => `10.0.${i >> 8}.${i & 255}`),
    ];
    for (const webhookIpAllowlist of bad) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/account/update/${account.id}`,
        headers: ana.headers,
        payload: { webhookIpAllowlist },
      });
      expect(res.statusCode, webhookIpAllowlist[0]).toBe(400);
      expect(res.json().issues[0].path.slice(0, 2)).toEqual(['body', 'webhookIpAllowlist']);
    }
    const refused = await createAccount({ webhookIpAllowlist: ['10.0.0.0/8', 'nope'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toEqual({
      path: ['body', 'webhookIpAllowlist', '1'],
      message: WEBHOOK_IP_MESSAGE,
    });
    const [row] = await t.container.db
      .select({ ips: accounts.webhookIpAllowlist })
      .from(accounts)
      .where(eq(accounts.id, account.id));
    expect(row!.ips).toEqual(['10.0.0.1']);
  });
});
