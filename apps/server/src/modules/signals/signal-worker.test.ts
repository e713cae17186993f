import { Decimal } from '@pulso/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/repository';
import { receiverLogs, signals, trades } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { Failpoint } from './step-runner';
import { SignalsRepository } from './signals.repository';
import type { SignalWorker } from './signals.worker';
import {
  balancesOf,
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  stepsUnder,
  tradesOf,
} from './testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A worker whose process "dies" at `point`: it writes nothing more and its lease runs out at once. */
const crashingAt = (t: IdentityTestApp, at: Parameters<Failpoint>[0]) =>
  t.container.signals.worker({
    leaseMs: 1,
    failpoint: (point) => {
      if (point === at) throw new Error(`simulated crash at ${at}`);
    },
  });

describe('signal worker: crashes and concurrency', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
  });
  afterAll(() => t.close());

  /** One trade, the balance moved once: 10,000 − 0.1 × 50,000 − 5 fee. */
  async function expectAppliedOnce(accountId: string, signalId: string) {
    const rows = await tradesOf(t, accountId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.signalId).toBe(signalId);
    const b = await balancesOf(t, accountId);
    expect(new Decimal(b.USDT!.free).toString()).toBe('4995');
    expect(new Decimal(b.BTC!.free).toString()).toBe('0.1');
    expect((await signalRow(t, signalId)).status).toBe('done');
  }

  it('killed after ORDER_EXECUTION: a fresh worker resumes, one trade, balances once', async () => {
    const id = await createAccount(t, ana, 'Crash after order');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1' });
    expect(await crashingAt(t, 'ORDER_EXECUTION').runOnce()).toBe(1);
    expect(await signalRow(t, sent.signalId)).toMatchObject({ status: 'processing', attempts: 1 });
    expect(await tradesOf(t, id)).toHaveLength(0);

    await sleep(5);
    await t.container.signals.worker().drain();
    await expectAppliedOnce(id, sent.signalId);
    const steps = await stepsUnder(t, sent.receiverLogId);
    // One order recorded, once. (A paper order is void until recorded: the crash inside the
    // transaction left none of it, and the resumed attempt ordered again. A live order's fill,
    // committed on its step, is reused: live-gateway.test.)
    expect(steps.filter((s) => s.action === 'ORDER_EXECUTION')).toHaveLength(1);
    expect(steps.filter((s) => s.action === 'POST_PROCESSING')).toHaveLength(1);
    expect((await signalRow(t, sent.signalId)).attempts).toBe(2);
  });

  it('killed inside POST_PROCESSING before its commit: nothing of it stays; the resume records once', async () => {
    const id = await createAccount(t, ana, 'Crash in post');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1' });
    await crashingAt(t, 'POST_PROCESSING:commit').runOnce();
    expect(await tradesOf(t, id)).toHaveLength(0);
    // Not a balance moved, nor created: the account's rows are made in the transaction too.
    expect(await balancesOf(t, id)).toEqual({});
    await sleep(5);
    await t.container.signals.worker().drain();
    await expectAppliedOnce(id, sent.signalId);
  });

  it('killed after POST_PROCESSING committed: the signal is done and nothing runs again', async () => {
    const id = await createAccount(t, ana, 'Crash after post');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1' });
    await crashingAt(t, 'POST_PROCESSING').runOnce();
    await sleep(5);
    expect(await t.container.signals.worker().runOnce()).toBe(0);
    await expectAppliedOnce(id, sent.signalId);
  });

  it('killed before the order: the resume runs every step again and applies once', async () => {
    const id = await createAccount(t, ana, 'Crash at balance');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1' });
    await crashingAt(t, 'BALANCE_CHECK').runOnce();
    await sleep(5);
    await t.container.signals.worker().drain();
    await expectAppliedOnce(id, sent.signalId);
  });

  it('a live lease is not taken over; a signal that kills every worker fails after its attempts', async () => {
    const id = await createAccount(t, ana, 'Poison');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.1' });
    const dying = t.container.signals.worker({
      failpoint: () => {
        throw new Error('always');
      },
    });
    await dying.runOnce();
    // Its lease (60 s) still runs: nobody else takes the signal.
    expect(await t.container.signals.worker().runOnce()).toBe(0);
    await t.container.db
      .update(signals)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(signals.id, sent.signalId));
    const poisoned = t.container.signals.worker({
      leaseMs: 1,
      maxAttempts: 3,
      failpoint: () => {
        throw new Error('always');
      },
    });
    for (let i = 0; i < 4; i++) {
      await sleep(5);
      await poisoned.runOnce();
    }
    const signal = await signalRow(t, sent.signalId);
    expect(signal.status).toBe('failed');
    expect(signal.error).toMatch(/tras 3 intentos/);
    expect(await tradesOf(t, id)).toHaveLength(0);
  });

  it('two workers (two app instances on one database) process each signal exactly once', async () => {
    const second: TestApp = await createTestApp({ database: t.database });
    fixMarketPrices(second);
    try {
      const accounts = await Promise.all(
        [1, 2, 3, 4].map((i) => createAccount(t, ana, `Shared ${i}`)),
      );
      const sent = [];
      for (let i = 0; i < 6; i++) {
        for (const id of accounts)
          sent.push(await sendSignal(t, id, { action: 'buy', contracts: '0.01' }));
      }
      const one = t.container.signals.worker({ batchSize: 4 });
      const two = second.container.signals.worker({ batchSize: 4 });
      const counts = await Promise.all([drainCounting(one), drainCounting(two)]);
      expect(counts[0]! + counts[1]!).toBe(sent.length);

      const ids = sent.map((s) => s.signalId);
      const rows = await t.container.db.select().from(signals).where(inArray(signals.id, ids));
      expect(rows.every((r) => r.status === 'done' && r.attempts === 1)).toBe(true);
      const recorded = await t.container.db
        .select()
        .from(trades)
        .where(inArray(trades.signalId, ids));
      expect(recorded).toHaveLength(ids.length);
      const posts = await t.container.db
        .select()
        .from(receiverLogs)
        .where(
          and(inArray(receiverLogs.signalId, ids), eq(receiverLogs.action, 'POST_PROCESSING')),
        );
      expect(posts).toHaveLength(ids.length);
      for (const id of accounts) {
        // 6 buys of 0.01 at 50,000 (500 + 0.5 fee each): 10,000 − 6 × 500.5 = 6,997.
        const b = await balancesOf(t, id);
        expect(new Decimal(b.USDT!.free).toString()).toBe('6997');
        const ledger = await tradesOf(t, id);
        expect(new Decimal(ledger.at(-1)!.positionAfter).toString()).toBe('0.06');
      }
    } finally {
      await second.close();
    }
  });

  it('passes over an account whose signal another worker holds, unless it only awaits reconciliation', async () => {
    await t.container.signals.worker().drain();
    const held = await createAccount(t, ana, 'Held by a worker');
    const other = await createAccount(t, ana, 'Free to claim');
    const buy = await sendSignal(t, held, { action: 'buy', contracts: '0.1' });
    const sell = await sendSignal(t, held, { action: 'sell', contracts: '0.1' });
    const free = await sendSignal(t, other, { action: 'buy', contracts: '0.1' });
    const repo = new SignalsRepository(t.container.db);
    const claim = async (limit: number) =>
      (await inTransaction(t.container.db, (tx) => repo.claim(limit, 60_000, tx))).map((s) => s.id);

    const [first] = await inTransaction(t.container.db, (tx) => repo.claim(1, 60_000, tx));
    expect(first!.id).toBe(buy.signalId);
    // Another worker: the sell waits for the buy; the other account's signal goes on.
    expect(await claim(10)).toEqual([free.signalId]);
    await repo.finish(first!, 'done', null, { status: 'success', message: 'hecho' });
    const [next] = await inTransaction(t.container.db, (tx) => repo.claim(10, 60_000, tx));
    expect(next!.id).toBe(sell.signalId);
    // Flagged for reconciliation (its retry an hour away), it no longer holds the account back.
    await repo.flagReconciliation(
      next!.id,
      next!.attempts,
      'pendiente',
      new Date(Date.now() + 3_600_000),
    );
    const later = await sendSignal(t, held, { action: 'buy', contracts: '0.1' });
    expect(await claim(10)).toEqual([later.signalId]);
  });

  it('stores a new alert while it works through a backlog: it gives the event loop a turn before each signal', async () => {
    const id = await createAccount(t, ana, 'Backlog');
    for (let i = 0; i < 40; i++) await sendSignal(t, id, { action: 'buy', contracts: '0.001' });
    const worker = t.container.signals.worker({ batchSize: 32, yieldToIngest: true });
    const draining = worker.runOnce();
    // Stored through the webhook's path (its insert waits for a turn of the event loop).
    await sendSignal(t, id, { action: 'buy', contracts: '0.001' });
    const tradedMeanwhile = (await tradesOf(t, id)).length;
    expect(await draining).toBe(32);
    // Without the turns, on PGlite, the whole batch of 32 ran before the alert was stored.
    expect(tradedMeanwhile).toBeLessThan(32);
    expect(await tradesOf(t, id)).toHaveLength(32);
    await worker.drain();
    expect(await tradesOf(t, id)).toHaveLength(41);
  });

  it('wakes on an enqueue in the same process and stops cleanly', async () => {
    const id = await createAccount(t, ana, 'Wake');
    const worker = t.container.signals.worker({ pollMs: 60_000 });
    worker.start();
    try {
      const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.01' });
      for (let i = 0; i < 200 && (await signalRow(t, sent.signalId)).status !== 'done'; i++) {
        await sleep(25);
      }
      expect((await signalRow(t, sent.signalId)).status).toBe('done');
    } finally {
      await worker.stop();
    }
  });
});

async function drainCounting(worker: SignalWorker): Promise<number> {
  let total = 0;
  for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) total += n;
  return total;
}
