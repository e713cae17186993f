import { Decimal } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from '../signals';
import {
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  tradesOf,
} from '../signals/testing';
import { riskLimitsApi } from './testing';

/**
 * Issue 37: an account's caps on open positions and gross exposure, and its cooldown after a run
 * of losses. Past a cap, or on an asset in its cooldown, an order that opens or adds is refused
 * at VALIDATION naming the rule; one that reduces executes (cut to the close if it would flip).
 */
describe('exposure caps and the loss cooldown', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(
      t,
      new Map([
        ['ETHUSDT', 3000],
        ['SOLUSDT', 150],
      ]),
    );
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  const setLimits = (accountId: string, payload: unknown, who = ana) =>
    riskLimitsApi(t).put(accountId, payload, who);
  const limits = async (accountId: string) => (await riskLimitsApi(t).get(accountId, ana)).json();
  async function trade(
    accountId: string,
    action: 'buy' | 'sell',
    contracts: string,
    more: { symbol?: string; close?: string; time?: number } = {},
  ) {
    const sent = await sendSignal(t, accountId, { action, contracts, ...more });
    await worker.drain();
    return signalRow(t, sent.signalId);
  }
  const amounts = async (accountId: string) =>
    (await tradesOf(t, accountId)).map(
      (x) => `${x.type} ${new Decimal(x.amount).toString()} ${x.asset}`,
    );

  it('past its open positions cap an account opens no new asset, adds to one it holds and closes', async () => {
    const account = await createAccount(t, ana, 'Dos posiciones', { accountType: 'future' });
    expect((await setLimits(account, { maxOpenPositions: 2 })).statusCode).toBe(200);
    expect((await trade(account, 'buy', '0.01')).status).toBe('done');
    expect((await trade(account, 'buy', '0.1', { symbol: 'ETHUSDT', close: '3000' })).status).toBe(
      'done',
    );
    const third = await trade(account, 'sell', '1', { symbol: 'SOLUSDT', close: '150' });
    expect(third.status).toBe('failed');
    expect(third.error).toBe(
      'Máximo de posiciones abiertas alcanzado (2 de 2): esta cuenta no abre posiciones nuevas hasta cerrar alguna',
    );
    expect(await limits(account)).toMatchObject({ maxOpenPositions: 2, openPositions: 2 });
    // Adding to a position it holds opens none; closing one makes room.
    expect((await trade(account, 'buy', '0.01')).status).toBe('done');
    expect((await trade(account, 'sell', '0.1', { symbol: 'ETHUSDT', close: '3000' })).status).toBe(
      'done',
    );
    const sol = await trade(account, 'sell', '1', { symbol: 'SOLUSDT', close: '150' });
    expect(sol.status, sol.error ?? '').toBe('done');
    expect(await amounts(account)).toEqual([
      'buy 0.01 BTC',
      'buy 0.1 ETH',
      'buy 0.01 BTC',
      'sell 0.1 ETH',
      'sell 1 SOL',
    ]);
  });

  it('past its gross exposure an account refuses what adds, and cuts a flip to the close', async () => {
    const account = await createAccount(t, ana, 'Mil dólares', { accountType: 'future' });
    const set = await setLimits(account, { maxGrossExposure: '1000' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ maxGrossExposure: '1000', grossExposure: '0' });
    // 0.01 BTC at 50,000: 500 USD held.
    expect((await trade(account, 'buy', '0.01')).status).toBe('done');
    const more = await trade(account, 'buy', '0.02');
    expect(more.status).toBe('failed');
    expect(more.error).toBe(
      'Exposición máxima superada (1500 de 1000 USD con esta orden): esta cuenta solo abre o añade dentro de su límite',
    );
    // Exactly at the cap passes: 500 held plus 0.1 ETH at 5,000.
    expect((await trade(account, 'buy', '0.1', { symbol: 'ETHUSDT', close: '5000' })).status).toBe(
      'done',
    );
    expect(await limits(account)).toMatchObject({ grossExposure: '1000', openPositions: 2 });
    // Selling 0.05 BTC would flip to 0.04 short (2,000 USD more): it is cut to the close.
    const flip = await trade(account, 'sell', '0.05');
    expect(flip.status).toBe('done');
    expect(await amounts(account)).toEqual(['buy 0.01 BTC', 'buy 0.1 ETH', 'sell 0.01 BTC']);
    expect(await limits(account)).toMatchObject({ grossExposure: '500', openPositions: 1 });
  });

  it('after N losing trips in a row on an asset its entries wait, its closes and other assets do not', async () => {
    const account = await createAccount(t, ana, 'Enfriamiento', { accountType: 'future' });
    const cooldown = { losses: 2, minutes: 60 };
    expect((await setLimits(account, { lossCooldown: cooldown })).statusCode).toBe(200);
    const at = (iso: string) => Date.parse(iso);
    const loss = async (start: string, end: string) => {
      expect((await trade(account, 'buy', '0.01', { time: at(start) })).status).toBe('done');
      const closed = await trade(account, 'sell', '0.01', { time: at(end), close: '49000' });
      expect(closed.status).toBe('done');
    };
    await loss('2026-11-02T09:00:00Z', '2026-11-02T09:10:00Z');
    // One loss is not a run: the next entry opens (and loses).
    await loss('2026-11-02T09:20:00Z', '2026-11-02T09:30:00Z');
    // 09:40Z, ten minutes after the second: BTC waits until 10:30Z (11:30 in Madrid).
    const early = await trade(account, 'buy', '0.01', { time: at('2026-11-02T09:40:00Z') });
    expect(early.status).toBe('failed');
    expect(early.error).toBe(
      'Pausa tras 2 pérdidas seguidas en BTC hasta 2/11, 11:30 (Europe/Madrid): esta cuenta solo cierra posiciones en BTC hasta entonces',
    );
    const eth = { symbol: 'ETHUSDT', close: '3000', time: at('2026-11-02T09:41:00Z') };
    expect((await trade(account, 'buy', '0.1', eth)).status).toBe('done');
    // At 10:30Z the pause is over.
    const later = await trade(account, 'buy', '0.01', { time: at('2026-11-02T10:30:00Z') });
    expect(later.status).toBe('done');
    // A win in between ends the run: two losses, a win, a loss is no run of two.
    await trade(account, 'sell', '0.01', { time: at('2026-11-02T10:40:00Z'), close: '51000' });
    await loss('2026-11-02T10:50:00Z', '2026-11-02T11:00:00Z');
    expect((await trade(account, 'buy', '0.01', { time: at('2026-11-02T11:01:00Z') })).status).toBe(
      'done',
    );
  });

  it('tells which assets are waiting now, and until when', async () => {
    const account = await createAccount(t, ana, 'Enfriando ahora', { accountType: 'future' });
    const cooldown = { losses: 1, minutes: 120 };
    expect((await setLimits(account, { lossCooldown: cooldown })).statusCode).toBe(200);
    const closedAt = Date.now() - 30 * 60_000;
    await trade(account, 'sell', '0.01', { time: closedAt - 60_000 });
    await trade(account, 'buy', '0.01', { time: closedAt, close: '51000' });
    expect(await limits(account)).toMatchObject({
      lossCooldown: cooldown,
      coolingDown: [{ asset: 'BTC', until: new Date(closedAt + 120 * 60_000).toISOString() }],
    });
  });

  it('orders queued together under a cap are checked one after another', async () => {
    const account = await createAccount(t, ana, 'Una a la vez', { accountType: 'future' });
    expect((await setLimits(account, { maxOpenPositions: 1 })).statusCode).toBe(200);
    const sent = await Promise.all(
      [
        ['BTCUSDT', '50000'],
        ['ETHUSDT', '3000'],
        ['SOLUSDT', '150'],
      ].map(([symbol, close]) =>
        sendSignal(t, account, { action: 'buy', contracts: '0.01', symbol, close }),
      ),
    );
    await worker.drain();
    const rows = await Promise.all(sent.map((s) => signalRow(t, s.signalId)));
    expect(rows.map((r) => r.status)).toEqual(['done', 'failed', 'failed']);
    expect(await amounts(account)).toEqual(['buy 0.01 BTC']);
  });

  it('refuses bad caps with their messages and another user with a 404, changing nothing', async () => {
    const account = await createAccount(t, ana, 'Límites válidos', { accountType: 'future' });
    const cases: [unknown, string][] = [
      [{ maxOpenPositions: 0 }, 'El máximo de posiciones abiertas va de 1 a 500'],
      [{ maxOpenPositions: 1.5 }, 'Indica el máximo de posiciones como un número entero'],
      [{ lossCooldown: { losses: 0, minutes: 10 } }, 'Las pérdidas seguidas van de 1 a 20'],
      [
        { lossCooldown: { losses: 2, minutes: 20_000 } },
        'La pausa tras pérdidas va de 1 a 10080 minutos',
      ],
      [{ maxGrossExposure: '-5' }, ''],
      [{ lossCooldown: { losses: 2 } }, ''],
    ];
    for (const [body, message] of cases) {
      const refused = await setLimits(account, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(refused.body).toContain(message);
    }
    expect((await setLimits(account, { maxOpenPositions: 3 }, bob)).statusCode).toBe(404);
    expect(await limits(account)).toMatchObject({
      maxOpenPositions: null,
      maxGrossExposure: null,
      lossCooldown: null,
    });
  });
});
