import { OWNER_INACTIVE } from '@pulso/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signals, strategyDeployments, users } from '../../db/schema';
import { exchangeIds, createTestApp, type TestApp } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { useMarketData } from '../market-data/testing';
import type { MarketSource } from '../market-data';
import { strategyOrderId } from '@pulso/domain';
import { nextSlot } from './deployments.worker';

const HOUR = 3_600_000;
/** A fixed clock in the simulated market's history: 2025-03-10 12:00:30Z. */
const T = Date.UTC(2025, 2, 10, 12, 0, 30);
/** One buy or sell at every candle (by its hour): each new candle is exactly one new trade. */
const EVERY_CANDLE = `function strategy(candles) {
  return candles.map((c) => ({ action: (c.openTime / 3600000) % 2 ? 'sell' : 'buy', price: c.close, timestamp: c.openTime, quantity: 0.01 }));
}`;

/** 300 ms instead of the spec's 30 s, one thread, a small heap. */
const QUICK_SANDBOX = { timeoutMs: 300, poolSize: 1, memoryBytes: 64 * 1024 * 1024 };
describe('strategy deployments', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let bob: SignedIn;
  let accountId: string;
  let strategyId: string;

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: SignedIn,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createIdentityTestApp({}, { strategyRunner: QUICK_SANDBOX });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    const exchanges = await exchangeIds(t);
    const account = await call('POST', '/api/account/create', ana, {
      name: 'Paper BTC',
      accountType: 'spot',
      exchangeId: exchanges.binance,
    });
    if (account.statusCode !== 201) throw new Error(`account: ${account.body}`);
    accountId = account.json().account.id;
    strategyId = (
      await call('POST', '/api/strategy', ana, {
        name: 'Cada vela',
        code: EVERY_CANDLE,
        grouping: '1h',
      })
    ).json().id;
  });
  afterAll(() => t.close());

  describe('routes', () => {
    let deploymentId: string;

    it('deploys with the spec message; the same pair twice is refused', async () => {
      const res = await call('POST', '/api/strategy-deployment/deploy', ana, {
        strategyId,
        accountId,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Strategy deployed successfully');
      deploymentId = res.json().deployment.id;
      expect(res.json().deployment).toMatchObject({
        strategyId,
        accountId,
        strategyName: 'Cada vela',
        accountName: 'Paper BTC',
        symbol: 'BTCUSDT',
        grouping: '1h',
        isPaused: false,
        lastRunAt: null,
        lastError: null,
        tradesEmitted: 0,
      });
      expect(
        (await call('POST', '/api/strategy-deployment/deploy', ana, { strategyId, accountId }))
          .statusCode,
      ).toBe(409);
    });

    it("another user's strategy or account is not found", async () => {
      expect(
        (await call('POST', '/api/strategy-deployment/deploy', bob, { strategyId, accountId }))
          .statusCode,
      ).toBe(404);
      expect((await call('GET', `/api/strategy-deployment/${deploymentId}`, bob)).statusCode).toBe(
        404,
      );
      expect(
        (await call('PATCH', `/api/strategy-deployment/${deploymentId}`, bob, { isPaused: true }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call('DELETE', `/api/strategy-deployment/${deploymentId}`, bob)).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/strategy-deployment', bob)).json().pagination.total).toBe(0);
    });

    it('lists with the page size of 10, filters and search; pauses and resumes', async () => {
      const list = (await call('GET', '/api/strategy-deployment', ana)).json();
      expect(list.pagination).toEqual({ page: 1, totalPages: 1, total: 1, limit: 10 });
      for (const [query, total] of [
        [`strategyId=${strategyId}`, 1],
        [`accountId=${accountId}`, 1],
        ['isPaused=true', 0],
        ['isPaused=false', 1],
        ['search=cada', 1],
        ['search=paper', 1],
        ['search=nada', 0],
      ] as const) {
        expect(
          (await call('GET', `/api/strategy-deployment?${query}`, ana)).json().pagination.total,
          query,
        ).toBe(total);
      }
      const paused = await call('PATCH', `/api/strategy-deployment/${deploymentId}`, ana, {
        isPaused: true,
      });
      expect(paused.json()).toMatchObject({
        message: 'Deployment updated successfully',
        deployment: { isPaused: true, nextRunAt: null },
      });
      expect(
        (await call('GET', '/api/strategy-deployment/active', ana)).json().pagination.total,
      ).toBe(0);
      await call('PATCH', `/api/strategy-deployment/${deploymentId}`, ana, { isPaused: false });
      expect((await call('GET', '/api/strategy-deployment/active', ana)).json().data[0].id).toBe(
        deploymentId,
      );
      expect(
        (await call('GET', `/api/strategy-deployment/${deploymentId}`, ana)).json().isPaused,
      ).toBe(false);
    });

    it('deletes with the spec message', async () => {
      const res = await call('DELETE', `/api/strategy-deployment/${deploymentId}`, ana);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Deployment deleted successfully' });
      expect((await call('GET', `/api/strategy-deployment/${deploymentId}`, ana)).statusCode).toBe(
        404,
      );
    });
  });

  describe('scheduler', () => {
    let deploymentId: string;
    const scheduler = (app: TestApp, now: () => number) =>
      app.container.deployments.worker({ clock: now, historyCandles: 48 });
    const emitted = async () =>
      t.container.db
        .select({ payload: signals.payload })
        .from(signals)
        .where(and(eq(signals.accountId, accountId), eq(signals.source, 'strategy')));
    const row = async () =>
      (
        await t.container.db
          .select()
          .from(strategyDeployments)
          .where(eq(strategyDeployments.id, deploymentId))
      )[0]!;

    beforeEach(async () => {
      await t.container.db.delete(strategyDeployments);
      await t.container.db.delete(signals).where(eq(signals.accountId, accountId));
      const res = await call('POST', '/api/strategy-deployment/deploy', ana, {
        strategyId,
        accountId,
      });
      deploymentId = res.json().deployment.id;
      // Deployed at 08:59:59: the candles of 09:00, 10:00 and 11:00 are new since then.
      await t.container.db
        .update(strategyDeployments)
        .set({ lastEmittedTimestamp: T - 3 * HOUR - 31_000, nextRunAt: new Date(T - HOUR) })
        .where(eq(strategyDeployments.id, deploymentId));
    });

    it('emits each trade once, with deterministic order ids, across runs and restarts', async () => {
      let now = T;
      const first = await scheduler(t, () => now).tick();
      expect(first.get(deploymentId)).toEqual({ status: 'success', emitted: 3 });
      const times = (await emitted()).map((s) => (s.payload as { time: number }).time).sort();
      // 09:00, 10:00 and 11:00: the candles closed by 12:00:30.
      expect(times).toEqual([T - 3 * HOUR - 30_000, T - 2 * HOUR - 30_000, T - HOUR - 30_000]);
      const payload = (await emitted())[0]!.payload as Record<string, unknown>;
      expect(payload).toMatchObject({ symbol: 'BTCUSDT', exchange: 'binance', contracts: '0.01' });
      // Issue 38: the strategy is a tag of its trades in the review.
      expect(payload.tags).toEqual(['estrategia-cada-vela']);
      expect(payload.order_id).toMatch(new RegExp(`^strategy-${deploymentId}-\\d+-0$`));

      // The same slot again (a restart, a second tick): not due, nothing runs.
      expect((await scheduler(t, () => now).tick()).size).toBe(0);
      expect((await row()).nextRunAt.getTime()).toBe(nextSlot('1h', T));

      // The next hour: exactly the one new candle's trade.
      now = T + HOUR;
      expect((await scheduler(t, () => now).tick()).get(deploymentId)).toEqual({
        status: 'success',
        emitted: 1,
      });
      expect(await emitted()).toHaveLength(4);
      const state = await row();
      expect(state).toMatchObject({
        lastStatus: 'success',
        lastError: null,
        tradesEmitted: 4,
        leaseUntil: null,
      });
      expect(state.lastEmittedTimestamp).toBe(T + HOUR - 30_000 - HOUR);

      // Even with its memory lost (last emitted reset, as after a crash mid-way), the pipeline's
      // idempotency key sees the same order ids: nothing is emitted twice.
      await t.container.db
        .update(strategyDeployments)
        .set({
          lastEmittedTimestamp: T - 3 * HOUR - 31_000,
          nextRunAt: new Date(0),
          leaseUntil: null,
        })
        .where(eq(strategyDeployments.id, deploymentId));
      expect((await scheduler(t, () => now).tick()).get(deploymentId)).toEqual({
        status: 'success',
        emitted: 0,
      });
      expect(await emitted()).toHaveLength(4);
    });

    it('two app instances on one database emit every trade exactly once', async () => {
      const second = await createTestApp({
        database: t.database,
        overrides: { strategyRunner: QUICK_SANDBOX },
      });
      try {
        let now = T;
        const clock = () => now;
        const a = scheduler(t, clock);
        const b = scheduler(second, clock);
        for (let hour = 0; hour < 6; hour++) {
          now = T + hour * HOUR;
          const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
          // One of them took the slot.
          expect(ra.size + rb.size).toBe(1);
        }
        const orderIds = (await emitted()).map((s) => (s.payload as { order_id: string }).order_id);
        expect(new Set(orderIds).size).toBe(orderIds.length);
        // 3 candles before T, then one per hour for 5 more hours.
        expect(orderIds).toHaveLength(8);
        expect((await row()).tradesEmitted).toBe(8);
        const newest = T + 5 * HOUR - HOUR - 30_000;
        expect(orderIds).toContain(strategyOrderId(deploymentId, newest, 0));
      } finally {
        await second.close();
      }
    });

    it('skips (and says why) when the newest candle is more than 2 intervals stale', async () => {
      const market = { ...t.container.marketData };
      const stale: MarketSource = {
        simulated: true,
        candles: async (request) => {
          const answer = await market.source.candles({ ...request, end: request.now - 4 * HOUR });
          return answer;
        },
      };
      useMarketData(t.container, { ...market, source: stale });
      try {
        const result = (await scheduler(t, () => T).tick()).get(deploymentId);
        expect(result).toMatchObject({ status: 'skipped' });
        const state = await row();
        expect(state.lastStatus).toBe('skipped');
        expect(state.lastError).toMatch(/^Velas desactualizadas/);
        expect(await emitted()).toHaveLength(0);
        const api = (await call('GET', `/api/strategy-deployment/${deploymentId}`, ana)).json();
        expect(api).toMatchObject({ lastStatus: 'skipped', lastRunAt: new Date(T).toISOString() });
      } finally {
        useMarketData(t.container, market);
      }
    });

    it("keeps a run's error on the deployment, and runs again at the next slot", async () => {
      await call('PATCH', `/api/strategy/${strategyId}`, ana, {
        code: 'function strategy() { return [{ action: "hold" }] }',
      });
      try {
        const result = (await scheduler(t, () => T).tick()).get(deploymentId);
        expect(result).toEqual({
          status: 'error',
          error: "Trade at index 0 has invalid action. Must be 'buy' or 'sell'",
        });
        const api = (await call('GET', `/api/strategy-deployment/${deploymentId}`, ana)).json();
        expect(api).toMatchObject({
          lastStatus: 'error',
          lastError: "Trade at index 0 has invalid action. Must be 'buy' or 'sell'",
          nextRunAt: new Date(nextSlot('1h', T)).toISOString(),
        });
      } finally {
        await call('PATCH', `/api/strategy/${strategyId}`, ana, { code: EVERY_CANDLE });
      }
    });

    it("puts a returned order's intent (issue 36) on its signal; a hostile one is the run's error", async () => {
      const bracketed = `function strategy(candles) {
        return candles.map((c) => ({ action: 'buy', price: c.close, timestamp: c.openTime,
          size_type: 'risk_pct', size: 1, stop_loss: { percent: 2 },
          take_profit: [{ percent: 2, share: 50 }, { percent: 4, share: 50 }], breakeven: true }));
      }`;
      const hostile = `function strategy(candles) {
        const c = candles[candles.length - 1];
        return [{ action: 'buy', price: c.close, timestamp: c.openTime, quantity: 1,
          take_profit: new Array(1000).fill({ percent: 1, share: 0.1 }), size_type: 'base\\u0000' }];
      }`;
      try {
        await call('PATCH', `/api/strategy/${strategyId}`, ana, { code: bracketed });
        expect((await scheduler(t, () => T).tick()).get(deploymentId)).toEqual({
          status: 'success',
          emitted: 3,
        });
        const payloads = (await emitted()).map((s) => s.payload as Record<string, unknown>);
        expect(payloads).toHaveLength(3);
        for (const payload of payloads) {
          // contracts as the webhook stores it without one: the size; the position is the account's.
          expect(payload).toMatchObject({ action: 'buy', contracts: '1' });
          expect(payload.market_position).toBeUndefined();
          expect(payload.intent).toEqual({
            size: { mode: 'risk_pct', value: '1' },
            stop_loss: { percent: '2' },
            take_profits: [
              { percent: '2', share: '50' },
              { percent: '4', share: '50' },
            ],
            breakeven: true,
          });
        }

        await call('PATCH', `/api/strategy/${strategyId}`, ana, { code: hostile });
        await t.container.db
          .update(strategyDeployments)
          .set({ nextRunAt: new Date(0), leaseUntil: null })
          .where(eq(strategyDeployments.id, deploymentId));
        // The first failing field in the webhook's order: the NUL in size_type.
        expect((await scheduler(t, () => T + HOUR).tick()).get(deploymentId)).toEqual({
          status: 'error',
          error:
            'Trade at index 0 has invalid size_type: Debe ser uno de: base, quote, equity_pct, balance_pct, position_pct, risk_amount, risk_pct',
        });
        expect(await emitted()).toHaveLength(3);
      } finally {
        await call('PATCH', `/api/strategy/${strategyId}`, ana, { code: EVERY_CANDLE });
      }
    });

    it('a new deployment treats closed candles as history; the candle in progress is new', async () => {
      await t.container.db.delete(strategyDeployments);
      const res = await call('POST', '/api/strategy-deployment/deploy', ana, {
        strategyId,
        accountId,
      });
      deploymentId = res.json().deployment.id;
      const deployedAt = Date.parse(res.json().deployment.createdAt);
      const inProgress = Math.floor(deployedAt / HOUR) * HOUR;
      expect((await row()).lastEmittedTimestamp).toBe(inProgress - 1);
      // Right away: the closed candles' trades are the past, nothing is emitted.
      expect((await scheduler(t, () => deployedAt).tick()).get(deploymentId)).toEqual({
        status: 'success',
        emitted: 0,
      });
      // Once the candle in progress at deploy time closes, its trade is emitted.
      const later = inProgress + HOUR + 30_000;
      expect((await scheduler(t, () => later).tick()).get(deploymentId)).toEqual({
        status: 'success',
        emitted: 1,
      });
      expect((await emitted()).map((s) => (s.payload as { time: number }).time)).toEqual([
        inProgress,
      ]);
    });

    it('a deactivated owner’s deployment is skipped, unpaused, and does not replay on reactivation', async () => {
      const owner = eq(users.id, ana.user.id);
      await t.container.db.update(users).set({ isActive: false }).where(owner);
      try {
        expect((await scheduler(t, () => T).tick()).get(deploymentId)).toEqual({
          status: 'skipped',
          reason: OWNER_INACTIVE,
        });
      } finally {
        await t.container.db.update(users).set({ isActive: true }).where(owner);
      }
      expect(await emitted()).toHaveLength(0);
      expect(await row()).toMatchObject({ isPaused: false, lastError: OWNER_INACTIVE });
      // Reactivated: the next slot emits only the candle closed since (12:00), not 09:00–11:00.
      expect((await scheduler(t, () => T + HOUR).tick()).get(deploymentId)).toEqual({
        status: 'success',
        emitted: 1,
      });
    });
    it("runs due deployments side by side: another user's looping one delays nobody (issue 15 M2)", async () => {
      // An instance of its own on the same database, with two sandbox threads.
      const wide = await createTestApp({
        database: t.database,
        overrides: {
          strategyRunner: { timeoutMs: 3000, poolSize: 2, memoryBytes: 64 * 1024 * 1024 },
        },
      });
      const exchanges = await exchangeIds(t);
      const bobAccount = (
        await call('POST', '/api/account/create', bob, {
          name: 'Bob BTC',
          accountType: 'spot',
          exchangeId: exchanges.binance,
        })
      ).json().account.id;
      const looping = (
        await call('POST', '/api/strategy', bob, {
          name: 'Bucle',
          code: 'function strategy() { while (true) {} }',
          grouping: '1h',
        })
      ).json().id;
      const bobs = (
        await call('POST', '/api/strategy-deployment/deploy', bob, {
          strategyId: looping,
          accountId: bobAccount,
        })
      ).json().deployment.id;
      // Bob's is due first, so it is claimed first; one claimed per look.
      await t.container.db
        .update(strategyDeployments)
        .set({ nextRunAt: new Date(T - 2 * HOUR) })
        .where(eq(strategyDeployments.id, bobs));
      const status = async (id: string) =>
        (
          await t.container.db
            .select({ lastStatus: strategyDeployments.lastStatus })
            .from(strategyDeployments)
            .where(eq(strategyDeployments.id, id))
        )[0]!.lastStatus;
      const running = wide.container.deployments.worker({
        clock: () => T,
        historyCandles: 48,
        batch: 1,
        tickMs: 20,
      });
      try {
        running.start();
        while ((await status(deploymentId)) === null) await new Promise((r) => setTimeout(r, 20));
        expect(await status(deploymentId)).toBe('success');
        // Ana's run is done while Bob's loop still holds its thread.
        expect(await status(bobs)).toBeNull();
      } finally {
        await running.stop();
        await wide.close();
      }
      expect(await status(bobs)).toBe('error');
    }, 30_000);

    it('a paused deployment is not run', async () => {
      await call('PATCH', `/api/strategy-deployment/${deploymentId}`, ana, { isPaused: true });
      expect((await scheduler(t, () => T).tick()).size).toBe(0);
      expect(await emitted()).toHaveLength(0);
    });
  });
});
