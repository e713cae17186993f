import type { CopySettingsInput } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityTestApp, SignedIn } from '../../test/identity';
import type { FakeBinance } from '../market-data/testing';
import type { SignalWorker } from '../signals';
import { createAccount, liveAccount, sendSignal, tradesOf, liveTestApp } from '../signals/testing';

/**
 * Issue 37: a follower's link sets the leverage and margin mode of its copies (its own, or a cap
 * on the leader's), and they reach its exchange before the copy's order. Fake Binance at the edge.
 */
describe('copy leverage and margin mode per link', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let exchange: FakeBinance;
  let worker: SignalWorker;

  beforeAll(async () => {
    ({ t, ana, exchange, worker } = await liveTestApp());
  });
  afterAll(() => t.close());

  /** A paper futures leader and a live futures follower of ana's, linked with `settings`. */
  async function link(name: string, settings?: CopySettingsInput) {
    const emitter = await createAccount(t, ana, `${name} líder`, {
      isEmitter: true,
      accountType: 'future',
    });
    const receiver = await liveAccount(t, ana, `${name} seguidora`, {
      isReceiver: true,
      accountType: 'future',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/copy-trade/create',
      headers: ana.headers,
      payload: { emitterAccountId: emitter, receiverAccountId: receiver, multiplier: 1, settings },
    });
    return { emitter, receiver, res };
  }

  it('caps the leader’s 20x at the link’s 5x on the follower’s exchange', async () => {
    const { emitter, receiver, res } = await link('Tope', { maxLeverage: 5 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().settings).toMatchObject({ maxLeverage: 5 });
    await sendSignal(t, emitter, {
      action: 'buy',
      contracts: '0.01',
      close: '50000',
      intent: { leverage: 20, margin_mode: 'isolated' },
    });
    await worker.drain();
    await worker.drain();
    expect(await tradesOf(t, receiver)).toHaveLength(1);
    expect(exchange.futuresLeverage.get('BTCUSDT')).toBe(5);
    // The leader's margin mode, which the link does not set, goes as the leader said.
    expect(exchange.futuresMarginType.get('BTCUSDT')).toBe('ISOLATED');
  });

  it('the link’s own leverage and margin mode apply to a leader alert that names none', async () => {
    exchange.futuresLeverage.clear();
    exchange.futuresMarginType.clear();
    const { emitter, receiver } = await link('Propio', { leverage: 3, marginMode: 'isolated' });
    await sendSignal(t, emitter, { action: 'buy', contracts: '0.01', close: '50000' });
    await worker.drain();
    await worker.drain();
    expect(await tradesOf(t, receiver)).toHaveLength(1);
    expect(exchange.futuresLeverage.get('BTCUSDT')).toBe(3);
    expect(exchange.futuresMarginType.get('BTCUSDT')).toBe('ISOLATED');
  });

  it('refuses a leverage above its own maximum, beyond 125x or not a whole number, naming the field', async () => {
    const above = await link('Incoherente', { leverage: 10, maxLeverage: 5 });
    expect(above.res.statusCode).toBe(400);
    expect(above.res.body).toContain('El apalancamiento de la copia (10x) supera el máximo (5x)');
    // The same accounts, asked again with hostile values: each refused, nothing stored.
    const create = (settings: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/copy-trade/create',
        headers: ana.headers,
        payload: {
          emitterAccountId: above.emitter,
          receiverAccountId: above.receiver,
          multiplier: 1,
          settings,
        },
      });
    for (const leverage of [200, 0, -1, 5.5, '0x10', '1e2', true, 'NaN', '5\u0000']) {
      const res = await create({ leverage });
      expect(res.statusCode, String(leverage)).toBe(400);
      expect(JSON.stringify(res.json()), String(leverage)).toContain('leverage');
    }
    for (const marginMode of ['CROSS ', 'portfolio', '']) {
      expect((await create({ marginMode })).statusCode, marginMode).toBe(400);
    }
    const list = await t.app.inject({ url: '/api/copy-trade/list', headers: ana.headers });
    const links = (list.json() as { data: { receiverAccountId: string }[] }).data;
    expect(links.filter((l) => l.receiverAccountId === above.receiver)).toEqual([]);
  });
});
