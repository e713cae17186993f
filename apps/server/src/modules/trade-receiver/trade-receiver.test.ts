import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeIds } from '../../test/harness';
import { accounts, receiverLogs, signals } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { signatureHeader } from './testing/signature';

describe('POST /api/trade-receiver/:accountId', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let binance: string;
  let accountId: string;
  let secret: string;

  async function createAccount(who: SignedIn, name: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: who.headers,
      payload: { name, accountType: 'spot', exchangeId: binance },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { account: { id: string }; webhook: { url: string; secret: string } };
  }

  let n = 0;
  /** A TradingView-like payload, fresh order id each time. */
  const payload = (extra: Record<string, unknown> = {}) => ({
    accountId,
    symbol: 'BTCUSDT',
    exchange: 'BINANCE',
    time: new Date().toISOString(),
    action: 'buy',
    contracts: 0.01,
    order_id: `order-${++n}`,
    market_position: 'long',
    close: 50_000,
    ...extra,
  });

  const post = (
    body: unknown,
    options: {
      id?: string;
      headers?: Record<string, string>;
      remoteAddress?: string;
      raw?: boolean;
    } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade-receiver/${options.id ?? accountId}`,
      headers: options.raw
        ? { 'content-type': 'text/plain; charset=utf-8', ...options.headers }
        : { 'content-type': 'application/json', ...options.headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });

  const countSignals = async (id = accountId) =>
    (await t.container.db.select().from(signals).where(eq(signals.accountId, id))).length;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    binance = (await exchangeIds(t)).binance!;
    const created = await createAccount(ana, 'Ana spot');
    accountId = created.account.id;
    secret = created.webhook.secret;
  });
  afterAll(() => t.close());

  it('accepts a JSON payload with the secret: 202 with the log and signal ids; both stored, secret not', async () => {
    const res = await post(payload({ secret }));
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['receiverLogId', 'signalId']);
    const [signal] = await t.container.db
      .select()
      .from(signals)
      .where(eq(signals.id, body.signalId));
    expect(signal).toMatchObject({
      accountId,
      source: 'webhook',
      status: 'pending',
      receiverLogId: body.receiverLogId,
    });
    expect(signal!.payload).toMatchObject({
      symbol: 'BTCUSDT',
      action: 'buy',
      contracts: '0.01',
      close: '50000',
    });
    expect(JSON.stringify(signal!.payload)).not.toContain(secret);
    const [log] = await t.container.db
      .select()
      .from(receiverLogs)
      .where(eq(receiverLogs.id, body.receiverLogId));
    expect(log).toMatchObject({ action: 'WEBHOOK', status: 'pending', accountId, parentId: null });
    expect(JSON.stringify(log!.metadata)).not.toContain(secret);
    expect(t.logs.join('')).not.toContain(secret);
  });

  it('stores an extended alert’s intent, refuses a bad field naming it, and reads foreign formats (issue 36)', async () => {
    const storedPayload = async (res: { statusCode: number; json: () => { signalId: string } }) => {
      expect(res.statusCode).toBe(202);
      const [row] = await t.container.db
        .select()
        .from(signals)
        .where(eq(signals.id, res.json().signalId));
      return row!.payload as Record<string, unknown>;
    };
    const extended = await storedPayload(
      await post(
        payload({
          secret,
          size_type: 'risk_pct',
          size: '1',
          stop_loss: { percent: '2' },
          take_profit: [
            { price: '51000', share: '50' },
            { percent: '5', share: '50' },
          ],
          breakeven: true,
        }),
      ),
    );
    expect(extended.intent).toEqual({
      size: { mode: 'risk_pct', value: '1' },
      stop_loss: { percent: '2' },
      take_profits: [
        { price: '51000', share: '50' },
        { percent: '5', share: '50' },
      ],
      breakeven: true,
    });
    // A take-profit below a buy's price is refused at the door, naming the field; nothing stored.
    const before = await countSignals();
    const wrong = await post(payload({ secret, take_profit: '49000' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toContain('take_profit');
    expect(await countSignals()).toBe(before);

    // TradersPost's and 3Commas' messages, pasted as they are (plus the account's secret).
    const traders = await storedPayload(
      await post({
        ticker: 'BTCUSDT',
        action: 'buy',
        sentiment: 'long',
        quantity: 0.01,
        price: 50_000,
        time: new Date().toISOString(),
        stopLoss: { type: 'stop', stopPrice: 49_000 },
        secret,
      }),
    );
    expect(traders).toMatchObject({
      symbol: 'BTCUSDT',
      action: 'buy',
      contracts: '0.01',
      intent: { target: 'long', stop_loss: { price: '49000' } },
    });
    const commas = await storedPayload(
      await post({
        secret,
        max_lag: '300',
        timestamp: new Date().toISOString(),
        trigger_price: '50000',
        tv_exchange: 'BINANCE',
        tv_instrument: 'BTCUSDT',
        action: 'exit_long',
        bot_uuid: 'b0t',
      }),
    );
    expect(commas).toMatchObject({
      action: 'sell',
      intent: { target: 'flat', max_lag_seconds: 300 },
    });
  });

  it('reads a text/plain body (TradingView) and numbers sent as strings', async () => {
    const res = await post(
      JSON.stringify(
        payload({ secret, contracts: '0.5', close: '51234.5', time: String(Date.now()) }),
      ),
      { raw: true },
    );
    expect(res.statusCode).toBe(202);
    const [signal] = await t.container.db
      .select()
      .from(signals)
      .where(eq(signals.id, res.json().signalId));
    expect(signal!.payload).toMatchObject({ contracts: '0.5', close: '51234.5' });
    // Form-encoded (curl -d's default) holding JSON works too.
    const form = await post(JSON.stringify(payload({ secret })), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(202);
  });

  it('an unreplaced placeholder is a clear 400 naming the field; nothing stored', async () => {
    const before = await countSignals();
    const res = await post(payload({ secret, close: '{{close}}' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('{{close}}');
    expect(res.json().error).toContain('close');
    expect(await countSignals()).toBe(before);
  });

  it('refuses bad fields, bad JSON and a foreign accountId with 400', async () => {
    for (const bad of [
      payload({ secret, action: 'hold' }),
      payload({ secret, contracts: '-1' }),
      payload({ secret, close: 'abc' }),
      payload({ secret, symbol: 'X' }),
      payload({ secret, time: 'yesterday' }),
      payload({ secret, order_id: undefined }),
      payload({ secret, accountId: '00000000-0000-4000-8000-000000000000' }),
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error).toBeTruthy();
    }
    const res = await post('{"secret": "x", ', { raw: true });
    expect(res.statusCode).toBe(400);
  });

  it('an unparsable symbol, slashed or not, answers the spec’s exact message (issue 18)', async () => {
    for (const symbol of ['A/B', 'ABCDE']) {
      const res = await post(payload({ secret, symbol }));
      expect(res.statusCode, symbol).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'Unable to parse symbol',
        issues: [{ path: ['symbol'], message: 'Unable to parse symbol' }],
      });
    }
  });

  it('refuses a signal older than the max lag (and one from the future)', async () => {
    const old = await post(payload({ secret, time: new Date(Date.now() - 301_000).toISOString() }));
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toMatch(/demasiado antigua.*300 s/);
    const future = await post(payload({ secret, time: Date.now() + 3_600_000 }));
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toContain('futuro');
    const ok = await post(payload({ secret, time: Math.floor((Date.now() - 200_000) / 1000) }));
    expect(ok.statusCode).toBe(202);
  });

  it('a wrong or missing secret is 401; nothing stored but one failed log a minute', async () => {
    const { account } = await createAccount(ana, 'Ana refusals');
    const id = account.id;
    const wrong = await post(payload({ accountId: id, secret: 'whsec_wrong' }), { id });
    expect(wrong.statusCode).toBe(401);
    const missing = await post(payload({ accountId: id }), { id });
    expect(missing.statusCode).toBe(401);
    expect(await countSignals(id)).toBe(0);
    const logs = await t.container.db
      .select()
      .from(receiverLogs)
      .where(eq(receiverLogs.accountId, id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ status: 'failed', action: 'WEBHOOK' });
    expect(logs[0]!.metadata).toMatchObject({ reason: 'invalid-secret' });
  });

  it('accepts an HMAC signature over the raw body within 5 minutes; refuses a stale or wrong one', async () => {
    const body = JSON.stringify(payload());
    const ok = await post(body, {
      headers: { 'x-pulso-signature': signatureHeader(secret, body) },
    });
    expect(ok.statusCode).toBe(202);
    const [signal] = await t.container.db
      .select()
      .from(signals)
      .where(eq(signals.id, ok.json().signalId));
    expect(signal!.source).toBe('webhook');

    const body2 = JSON.stringify(payload());
    const stale = signatureHeader(secret, body2, Math.floor(Date.now() / 1000) - 301);
    expect((await post(body2, { headers: { 'x-pulso-signature': stale } })).statusCode).toBe(401);
    const otherKey = signatureHeader('whsec_other', body2);
    expect((await post(body2, { headers: { 'x-pulso-signature': otherKey } })).statusCode).toBe(
      401,
    );
    // Signed one body, sent another.
    const tampered = signatureHeader(secret, body2);
    const body3 = body2.replace('"buy"', '"sell"');
    expect((await post(body3, { headers: { 'x-pulso-signature': tampered } })).statusCode).toBe(
      401,
    );
    expect((await post(body2, { headers: { 'x-pulso-signature': 'garbage' } })).statusCode).toBe(
      401,
    );
  });

  it('the owner’s or an admin’s session sends a manual signal without a secret; another user’s does not', async () => {
    const own = await post(payload(), { headers: ana.headers });
    expect(own.statusCode).toBe(202);
    const [signal] = await t.container.db
      .select()
      .from(signals)
      .where(eq(signals.id, own.json().signalId));
    expect(signal!.source).toBe('manual');
    expect((await post(payload(), { headers: admin.headers })).statusCode).toBe(202);
    expect((await post(payload(), { headers: bob.headers })).statusCode).toBe(401);
    expect(
      (await post(payload(), { headers: { authorization: 'Bearer nonsense' } })).statusCode,
    ).toBe(401);
  });

  it('a missing, malformed, inactive or deleted account is the same 404', async () => {
    const inactive = (await createAccount(ana, 'Ana inactive')).account.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${inactive}`,
      headers: ana.headers,
      payload: { isActive: false },
    });
    const deleted = await createAccount(ana, 'Ana deleted');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${deleted.account.id}`,
      headers: ana.headers,
    });
    const answers = [];
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      inactive,
      deleted.account.id,
    ]) {
      const res = await post(payload({ accountId: undefined, secret: deleted.webhook.secret }), {
        id,
      });
      answers.push([res.statusCode, res.json().error]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]![0]).toBe(404);
  });

  it('an IP allowlist admits its addresses and subnets only', async () => {
    const { account, webhook } = await createAccount(ana, 'Ana allowlist');
    await t.container.db
      .update(accounts)
      .set({ webhookIpAllowlist: ['52.89.214.238', '10.9.0.0/16'] })
      .where(eq(accounts.id, account.id));
    const send = (remoteAddress: string) =>
      post(payload({ accountId: account.id, secret: webhook.secret }), {
        id: account.id,
        remoteAddress,
      });
    expect((await send('52.89.214.238')).statusCode).toBe(202);
    expect((await send('10.9.3.4')).statusCode).toBe(202);
    const refused = await send('203.0.113.9');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain('203.0.113.9');
    // The owner's session is not a webhook: the web form works from anywhere.
    const form = await post(payload({ accountId: account.id }), {
      id: account.id,
      remoteAddress: '203.0.113.9',
      headers: ana.headers,
    });
    expect(form.statusCode).toBe(202);
  });

  it('a redelivery answers 200 with the original ids and creates nothing', async () => {
    const p = payload({ secret });
    const first = await post(p);
    expect(first.statusCode).toBe(202);
    const before = await countSignals();
    const again = await post({ ...p, market_position: 'flat' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), duplicate: true });
    expect(await countSignals()).toBe(before);
    // Same order id, different size: another signal.
    expect((await post({ ...p, contracts: 0.02 })).statusCode).toBe(202);
  });

  it('a rotated secret takes effect at once, though the account was just read (cached)', async () => {
    const { account, webhook } = await createAccount(ana, 'Ana rotate');
    const send = (key: string) =>
      post(payload({ accountId: account.id, secret: key }), { id: account.id });
    expect((await send(webhook.secret)).statusCode).toBe(202);
    expect((await send(webhook.secret)).statusCode).toBe(202);
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/account/${account.id}/webhook-secret`,
      headers: ana.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = (rotated.json() as { secret: string }).secret;
    const before = await countSignals(account.id);
    expect((await send(webhook.secret)).statusCode).toBe(401);
    expect((await send(fresh)).statusCode).toBe(202);
    // The old key signs nothing either.
    const body = JSON.stringify(payload({ accountId: account.id }));
    const signed = await post(body, {
      id: account.id,
      raw: true,
      headers: { 'x-pulso-signature': signatureHeader(webhook.secret, body) },
    });
    expect(signed.statusCode).toBe(401);
    expect(await countSignals(account.id)).toBe(before + 1);
  });

  it('a change made by another instance (straight in the database) is honoured at once', async () => {
    const { account, webhook } = await createAccount(ana, 'Ana elsewhere');
    const send = (remoteAddress = '127.0.0.1') =>
      post(payload({ accountId: account.id, secret: webhook.secret }), {
        id: account.id,
        remoteAddress,
      });
    expect((await send()).statusCode).toBe(202);
    // Another instance rotated the secret: this one's read of the account is stale.
    await t.container.db
      .update(accounts)
      .set({ webhookSecretHash: 'f'.repeat(64) })
      .where(eq(accounts.id, account.id));
    expect((await send()).statusCode).toBe(401);

    const created = await createAccount(ana, 'Ana elsewhere 2');
    const sendTo = (id: string, key: string, remoteAddress = '127.0.0.1') =>
      post(payload({ accountId: id, secret: key }), { id, remoteAddress });
    const id = created.account.id;
    const key = created.webhook.secret;
    const update = (values: Partial<typeof accounts.$inferInsert>) =>
      t.container.db.update(accounts).set(values).where(eq(accounts.id, id));
    expect((await sendTo(id, key)).statusCode).toBe(202);
    await update({ isActive: false });
    expect((await sendTo(id, key)).statusCode).toBe(404);
    await update({ isActive: true });
    expect((await sendTo(id, key)).statusCode).toBe(202);
    await update({ webhookIpAllowlist: ['10.9.0.0/16'] });
    expect((await sendTo(id, key)).statusCode).toBe(403);
    expect((await sendTo(id, key, '10.9.1.1')).statusCode).toBe(202);
    await update({ webhookIpAllowlist: [] });
    expect((await sendTo(id, key, '203.0.113.9')).statusCode).toBe(202);
    await update({ deletedAt: new Date() });
    expect((await sendTo(id, key)).statusCode).toBe(404);
  });

  it('an account deactivated or deleted through the API takes nothing more, though just read', async () => {
    const one = await createAccount(ana, 'Ana off');
    const two = await createAccount(ana, 'Ana gone');
    const sendTo = (c: typeof one) =>
      post(payload({ accountId: c.account.id, secret: c.webhook.secret }), { id: c.account.id });
    expect((await sendTo(one)).statusCode).toBe(202);
    expect((await sendTo(two)).statusCode).toBe(202);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${one.account.id}`,
      headers: ana.headers,
      payload: { isActive: false },
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/account/delete/${two.account.id}`,
      headers: ana.headers,
    });
    expect((await sendTo(one)).statusCode).toBe(404);
    expect((await sendTo(two)).statusCode).toBe(404);
    expect(await countSignals(one.account.id)).toBe(1);
    expect(await countSignals(two.account.id)).toBe(1);
  });

  it('a burst of distinct signals (stored together) are all accepted, each with its own log', async () => {
    const bodies = Array.from({ length: 40 }, () => payload({ secret }));
    const before = await countSignals();
    const answers = await Promise.all(bodies.map((b) => post(b)));
    expect(answers.map((r) => r.statusCode)).toEqual(bodies.map(() => 202));
    const ids = answers.map((r) => r.json().signalId as string);
    expect(new Set(ids).size).toBe(40);
    expect(await countSignals()).toBe(before + 40);
    for (const r of answers.slice(0, 5)) {
      const [log] = await t.container.db
        .select()
        .from(receiverLogs)
        .where(eq(receiverLogs.id, r.json().receiverLogId));
      expect(log?.signalId).toBe(r.json().signalId);
      expect(log?.status).toBe('pending');
    }
  });

  it('concurrent duplicates store one signal and all answer its ids', async () => {
    const p = payload({ secret });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(p)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 202]);
    const ids = new Set(answers.map((r) => r.json().signalId));
    expect(ids.size).toBe(1);
    const stored = await t.container.db
      .select()
      .from(signals)
      .where(and(eq(signals.accountId, accountId), eq(signals.id, [...ids][0]!)));
    expect(stored).toHaveLength(1);
    const logs = await t.container.db
      .select()
      .from(receiverLogs)
      .where(eq(receiverLogs.signalId, [...ids][0]!));
    expect(logs).toHaveLength(1);
  });

  it('refuses an alert for another exchange, naming the field, and stores nothing', async () => {
    const before = await countSignals();
    const other = await post(payload({ secret, exchange: 'BYBIT' }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: 'VALIDATION',
      error:
        'El campo exchange dice bybit, pero esta cuenta opera en binance: la alerta no se ejecuta en otro exchange',
      issues: [{ path: ['exchange'] }],
    });
    const prefixed = await post(payload({ secret, exchange: '', symbol: 'BYBIT:BTCUSDT.P' }));
    expect(prefixed.statusCode).toBe(400);
    expect(prefixed.json()).toMatchObject({
      error:
        'El campo symbol es de bybit, pero esta cuenta opera en binance: la alerta no se ejecuta en otro exchange',
      issues: [{ path: ['symbol'] }],
    });
    const unlisted = await post(
      payload({ secret, exchange: undefined, symbol: 'COINBASE:BTCUSDT' }),
    );
    expect(unlisted.statusCode).toBe(400);
    expect(await countSignals()).toBe(before);
    // Its own exchange, in any case, named or prefixed, or not named at all: accepted.
    for (const extra of [
      { exchange: 'binance' },
      { exchange: 'BINANCE', symbol: 'BINANCE:BTCUSDT' },
      { exchange: undefined },
    ]) {
      expect((await post(payload({ secret, ...extra }))).statusCode, JSON.stringify(extra)).toBe(
        202,
      );
    }
    // A bybit account takes bybit's alerts.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: ana.headers,
      payload: { name: 'Ana bybit', accountType: 'spot', exchangeId: (await exchangeIds(t)).bybit },
    });
    const bybit = created.json() as { account: { id: string }; webhook: { secret: string } };
    const res = await post(
      payload({ accountId: bybit.account.id, secret: bybit.webhook.secret, exchange: 'BYBIT' }),
      { id: bybit.account.id },
    );
    expect(res.statusCode).toBe(202);
  });
});
