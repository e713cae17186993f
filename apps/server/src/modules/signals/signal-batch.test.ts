import { Decimal } from '@pulso/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/repository';
import { receiverLogs, signals, tradeAggregates } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { Failpoint } from './step-runner';
import {
  balancesOf,
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  stepsUnder,
  T0,
  tradesOf,
} from './testing';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Order = Parameters<typeof sendSignal>[2];

/** A spot account's story: two buys, a sell at the same time as the second buy, an overdraft. */
const SPOT: Order[] = [
  { action: 'buy', contracts: '0.1', time: T0 + 1000, close: '50000' },
  { action: 'buy', contracts: '0.05', time: T0 + 2000, close: '51000' },
  { action: 'sell', contracts: '0.12', time: T0 + 2000, close: '52000' },
  { action: 'sell', contracts: '5', time: T0 + 3000, close: '52000' },
  { action: 'buy', contracts: '0.02', time: T0 + 4000, close: '49000' },
];
/** Futures: a long, flipped short, then closed (realized PnL goes into the quote balance). */
const FUTURES: Order[] = [
  { action: 'buy', contracts: '0.1', time: T0 + 1000, close: '50000' },
  { action: 'sell', contracts: '0.3', time: T0 + 2000, close: '51000' },
  { action: 'buy', contracts: '0.2', time: T0 + 3000, close: '49500' },
];

describe('signal batches: many signals in one transaction', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
  });
  afterAll(() => t.close());

  /**
   * A worker that records the failpoints it passes, with their signal. `alone`: it claims one
   * signal at a time, so each is a batch of one.
   */
  function watched(alone = false) {
    const points: { point: string; signalId: string }[] = [];
    const failpoint: Failpoint = (point, signal) =>
      void points.push({ point, signalId: signal.id });
    return {
      worker: t.container.signals.worker({ failpoint, ...(alone ? { batchSize: 1 } : {}) }),
      points,
    };
  }

  /** Whether every signal was validated before any committed: they ran as one batch. */
  const oneBatch = (points: { point: string }[]) =>
    points.findLastIndex((p) => p.point === 'VALIDATION') <
    points.findIndex((p) => p.point === 'POST_PROCESSING:commit');
  const commits = (points: { point: string; signalId: string }[]) =>
    points.filter((p) => p.point === 'POST_PROCESSING:commit').map((p) => p.signalId);

  /** Everything a signal leaves behind, without ids and times: what must not depend on the path. */
  async function outcome(accountId: string, sent: { signalId: string; receiverLogId: string }[]) {
    const trades = (await tradesOf(t, accountId)).map((r) => ({
      type: r.type,
      amount: r.amount,
      price: r.price,
      fee: r.fee,
      positionAfter: r.positionAfter,
      averagePriceAfter: r.averagePriceAfter,
      realizedPnl: r.realizedPnl,
      isClosing: r.isClosing,
      openedNotional: r.openedNotional,
      executedAtMs: r.executedAtMs,
    }));
    const rollups = await t.container.db
      .select()
      .from(tradeAggregates)
      .where(eq(tradeAggregates.accountId, accountId))
      .orderBy(
        asc(tradeAggregates.periodMs),
        asc(tradeAggregates.bucketMs),
        asc(tradeAggregates.asset),
      );
    const perSignal = [];
    for (const s of sent) {
      const row = await signalRow(t, s.signalId);
      const log = (
        await t.container.db.select().from(receiverLogs).where(eq(receiverLogs.id, s.receiverLogId))
      )[0]!;
      const steps = (await stepsUnder(t, s.receiverLogId)).map((l) => ({
        action: l.action,
        status: l.status,
        message: l.message,
      }));
      perSignal.push({
        status: row.status,
        error: row.error,
        log: [log.status, log.message],
        steps,
      });
    }
    return {
      trades,
      rollups: rollups.map(({ accountId: _, ...r }) => r),
      balances: await balancesOf(t, accountId),
      perSignal,
    };
  }

  /** The orders as one batch, or (`alone`) as batches of one. */
  async function run(orders: Order[], alone: boolean, fields: Record<string, unknown> = {}) {
    const id = await createAccount(t, ana, `Batch ${alone} ${Math.random()}`, fields);
    const sent = [];
    for (const o of orders) sent.push(await sendSignal(t, id, o));
    const { worker, points } = watched(alone);
    await worker.drain();
    return { id, sent, points, result: await outcome(id, sent) };
  }

  /**
   * The orders as one batch and as batches of one, each on an account of its own: both leave the
   * same, and the batch ran as one (every signal validated before the first commit).
   */
  async function bothWays(orders: Order[], fields: Record<string, unknown>) {
    const batched = await run(orders, false, fields);
    const alone = await run(orders, true, fields);
    expect(oneBatch(batched.points)).toBe(true);
    expect(commits(batched.points).sort()).toEqual(batched.sent.map((s) => s.signalId).sort());
    expect(oneBatch(alone.points)).toBe(false);
    expect(batched.result).toEqual(alone.result);
    return batched;
  }

  it('records what batches of one record: trades, ledger, rollups, balances, logs', async () => {
    for (const [orders, fields] of [
      [SPOT, {}],
      [FUTURES, { accountType: 'future' }],
    ] as const) {
      const batched = await bothWays(orders, fields);
      expect(batched.result.trades.length).toBeGreaterThan(0);
    }
    // The overdraft failed on its balance check, the others were recorded.
    const spot = await run(SPOT, false);
    expect(spot.result.perSignal.map((s) => s.status)).toEqual([
      'done',
      'done',
      'done',
      'failed',
      'done',
    ]);
    expect(spot.result.perSignal[3]!.steps.at(-1)).toMatchObject({
      action: 'BALANCE_CHECK',
      status: 'failed',
    });
    expect(new Decimal(spot.result.balances.BTC!.free).toString()).toBe('0.05');
  });

  it('a signal older than its book replays it inside the batch, as batches of one do', async () => {
    const late: Order[] = [
      { action: 'buy', contracts: '0.1', time: T0 + 5000, close: '50000' },
      { action: 'buy', contracts: '0.1', time: T0 + 1000, close: '40000' },
      { action: 'sell', contracts: '0.1', time: T0 + 6000, close: '60000' },
    ];
    // Futures settle what each trade realized: the replayed sale's is the one it had when recorded.
    const shortLate: Order[] = [
      { action: 'sell', contracts: '0.1', time: T0 + 5000, close: '50000' },
      { action: 'buy', contracts: '0.05', time: T0 + 1000, close: '40000' },
      { action: 'buy', contracts: '0.05', time: T0 + 6000, close: '45000' },
    ];
    for (const [orders, fields] of [
      [late, {}],
      [shortLate, { accountType: 'future' }],
    ] as const) {
      const batched = await bothWays(orders, fields);
      // The older one took its place in time.
      expect(batched.result.trades.map((r) => r.executedAtMs)).toEqual([
        T0 + 1000,
        T0 + 5000,
        T0 + 6000,
      ]);
    }
  });

  it('a crash before the commit leaves nothing but claims; taken up again, each signal lands once', async () => {
    const id = await createAccount(t, ana, 'Batch crash');
    const sent = [];
    for (const o of SPOT.slice(0, 3)) sent.push(await sendSignal(t, id, o));
    const dying = t.container.signals.worker({
      leaseMs: 1,
      failpoint: (point) => {
        if (point === 'POST_PROCESSING:commit') throw new Error('simulated crash');
      },
    });
    expect(await dying.runOnce()).toBe(3);
    expect(await tradesOf(t, id)).toHaveLength(0);
    expect(await balancesOf(t, id)).toEqual({});
    for (const s of sent) {
      expect(await stepsUnder(t, s.receiverLogId)).toEqual([]);
      expect(await signalRow(t, s.signalId)).toMatchObject({ status: 'processing', attempts: 1 });
    }
    await sleep(5);
    await t.container.signals.worker().drain();
    const trades = await tradesOf(t, id);
    expect(trades.map((r) => r.signalId)).toEqual(sent.map((s) => s.signalId));
    for (const s of sent) {
      expect(await signalRow(t, s.signalId)).toMatchObject({ status: 'done', attempts: 2 });
      const steps = await stepsUnder(t, s.receiverLogId);
      expect(steps.filter((l) => l.action === 'POST_PROCESSING')).toHaveLength(1);
    }
    expect(new Decimal((await balancesOf(t, id)).BTC!.free).toString()).toBe('0.03');
  });

  it('a batch that cannot commit rolls back whole and its signals go one by one', async () => {
    const id = await createAccount(t, ana, 'Batch rolled back');
    const sent: Awaited<ReturnType<typeof sendSignal>>[] = [];
    for (const time of [T0 + 1000, T0 + 2000, T0 + 3000]) {
      sent.push(await sendSignal(t, id, { action: 'buy', contracts: '0.01', time }));
    }
    // The second signal's trade is already recorded (as if by an earlier run): the batch's insert
    // finds it and must not commit anything.
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(tx, [
        {
          accountId: id,
          signalId: sent[1]!.signalId,
          source: 'manual',
          side: 'buy',
          symbol: 'BTCUSDT',
          asset: 'BTC',
          quoteAsset: 'USDT',
          exchange: 'binance',
          amount: '0.01',
          price: '50000',
          fee: '0.5',
          feeAsset: 'USDT',
          orderId: null,
          exchangeOrderId: null,
          executedAtMs: T0 + 2000,
        },
      ]),
    );
    const { worker, points } = watched();
    await worker.drain();
    // Nothing reached the batch's commit: each signal was validated twice (in the batch, then
    // alone) and committed once, alone.
    for (const s of sent) {
      const mine = points.filter((p) => p.signalId === s.signalId).map((p) => p.point);
      expect(mine.filter((p) => p === 'VALIDATION')).toHaveLength(2);
      expect(mine.filter((p) => p === 'POST_PROCESSING:commit')).toHaveLength(1);
    }
    expect(commits(points)).toHaveLength(3);
    for (const s of sent) expect((await signalRow(t, s.signalId)).status).toBe('done');
    expect((await tradesOf(t, id)).map((r) => r.signalId)).toEqual(sent.map((s) => s.signalId));
    const second = await stepsUnder(t, sent[1]!.receiverLogId);
    expect(second.find((l) => l.action === 'POST_PROCESSING')!.message).toBe(
      'La operación ya estaba registrada',
    );
    // Only the two signals it recorded moved the balance: 10,000 − 2 × (500 + 0.5 fee).
    expect(new Decimal((await balancesOf(t, id)).USDT!.free).toString()).toBe('8999');
  });

  it('a copy’s emitter in a batch fans out under its own log; the copies run after it', async () => {
    const emitter = await createAccount(t, ana, 'Batch emitter', { isEmitter: true });
    const receivers = [
      await createAccount(t, ana, 'Batch receiver 1', { isReceiver: true }),
      await createAccount(t, ana, 'Batch receiver 2', { isReceiver: true }),
    ];
    for (const [i, receiverAccountId] of receivers.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/copy-trade/create',
        headers: ana.headers,
        payload: { emitterAccountId: emitter, receiverAccountId, multiplier: String(i + 1) },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const sent = await sendSignal(t, emitter, { action: 'buy', contracts: '0.01' });
    const { worker, points } = watched();
    await worker.drain();
    // The emitter's commit enqueued the copies; they committed after it.
    const committed = commits(points);
    expect(committed).toHaveLength(3);
    expect(committed[0]).toBe(sent.signalId);
    const copies = await t.container.db
      .select()
      .from(signals)
      .where(eq(signals.parentSignalId, sent.signalId));
    expect(copies.map((c) => c.status)).toEqual(['done', 'done']);
    const amounts = await Promise.all(
      receivers.map(async (r) => (await tradesOf(t, r))[0]!.amount),
    );
    expect(amounts.map((a) => new Decimal(a).toString())).toEqual(['0.01', '0.02']);
    // Every copy's steps hang under the emitter's log, beside the emitter's own.
    const steps = await stepsUnder(t, sent.receiverLogId);
    expect(steps.filter((s) => s.action === 'POST_PROCESSING')).toHaveLength(3);
    const post = steps.find((s) => s.signalId === sent.signalId && s.action === 'POST_PROCESSING')!;
    expect((post.metadata as { copies: unknown[] }).copies).toHaveLength(2);
  });
});
