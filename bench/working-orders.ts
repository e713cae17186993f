/**
 * Working orders against each new 1-minute candle (issue 36): ACCOUNTS paper accounts with 10 open
 * orders each (a long's stop-loss and two take-profits, a short's the same, a trailing stop each
 * way, a limit entry each way), spread over MARKETS binance markets (~1,000 orders a market),
 * placed straight through the working-orders repository. The candles come from a double at the
 * network's edge (`useMarketData`); each candle is one timed `worker.tick()`: every market's
 * transaction (lock, open orders, evaluateBar, fills enqueued as signals, updates written, mark).
 * Signals are enqueued, not drained (no signal worker runs).
 *  - quiet: CANDLES candles of a random walk (~0.1 % a minute): a few fills, trail updates;
 *  - busy: HEAVY times, a fresh book and one candle wide enough (HEAVY_MOVE each way) to fill
 *    about 10 % of the orders.
 * PROFILE=1 wraps the worker's repository and signal calls to say where a pass's time goes.
 * The database is one of its own beside DATABASE_URL's, dropped at the end.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/working-orders.ts
 * Options: ACCOUNTS=1000 MARKETS=10 CANDLES=30 HEAVY=5 HEAVY_MOVE=0.022 PROFILE=1
 */
import { randomUUID } from 'node:crypto';
import { parseSymbol, SUPPORTED_SYMBOLS } from '@pulso/domain';
import type { Container } from '../apps/server/src/container';
import { marketDataOver, type MarketSource } from '../apps/server/src/modules/market-data';
import { useMarketData } from '../apps/server/src/modules/market-data/testing';
import { createWorkingOrderBook } from '../apps/server/src/modules/working-orders';
import { benchApp, loadAverage, machine, percentile } from './lib';
import { seedBenchAccounts } from './support/signals';

const ACCOUNTS = Number(process.env.ACCOUNTS ?? 1000);
const MARKETS = Number(process.env.MARKETS ?? 10);
const CANDLES = Number(process.env.CANDLES ?? 30);
const HEAVY = Number(process.env.HEAVY ?? 5);
const HEAVY_MOVE = Number(process.env.HEAVY_MOVE ?? 0.022);
const PROFILE = process.env.PROFILE === '1';
const MINUTE = 60_000;
/** A fixed minute, so the candles' times do not depend on the day. */
const T0 = Date.UTC(2026, 0, 5, 10, 0);

type Bar = { openTime: number; open: number; high: number; low: number; close: number };
type Book = ReturnType<typeof createWorkingOrderBook>;
type NewOrder = Parameters<Book['repository']['place']>[0][number];

/** A seeded generator (mulberry32): the same book and the same candles every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(36);
const between = (lo: number, hi: number) => lo + (hi - lo) * rand();
const px = (v: number) => v.toPrecision(8);

const symbols = SUPPORTED_SYMBOLS.filter((s) => s.endsWith('USDT')).slice(0, MARKETS);
/** Each market's last close; the book is placed around it. */
const price = new Map(symbols.map((s, i) => [s, 100 * (i + 1)]));
/** The candles the double answers, by market and open time. */
const bars = new Map(symbols.map((s) => [s, new Map<number, Bar>()]));

const feed: MarketSource = {
  simulated: true,
  candles: async ({ symbol, start, end }) => ({
    data: [...(bars.get(symbol)?.values() ?? [])]
      .filter((b) => b.openTime >= start && b.openTime <= end)
      .sort((a, b) => a.openTime - b.openTime)
      .map((b) => ({ ...b, volume: 1 })),
  }),
};

/** One account's ten orders around `p`: offsets between 0.3 % and 15 % (targets up to 30 %). */
function ordersOf(accountId: string, symbol: string, p: number, at: number): NewOrder[] {
  const { base, quote } = parseSymbol(symbol);
  const signalId = randomUUID();
  const common = {
    accountId,
    signalId,
    source: 'webhook',
    exchange: 'binance',
    symbol,
    base,
    quote,
  };
  const order = (
    side: 'buy' | 'sell',
    kind: NewOrder['kind'],
    rest: Partial<NewOrder>,
  ): NewOrder => ({ ...common, side, kind, quantity: '0.01', createdAtMs: at, ...rest });
  const off = () => between(0.003, 0.15);
  const below = (k = 1) => px(p * (1 - k * off()));
  const above = (k = 1) => px(p * (1 + k * off()));
  const [long, short] = [randomUUID(), randomUUID()];
  return [
    // A long's bracket: stop below, two targets above, breakeven on the first; a short's, mirrored.
    order('sell', 'stop_loss', { triggerPrice: below(), groupId: long }),
    order('sell', 'take_profit', { triggerPrice: above(), groupId: long, moveStopTo: px(p) }),
    order('sell', 'take_profit', { triggerPrice: above(2), groupId: long }),
    order('buy', 'stop_loss', { triggerPrice: above(), groupId: short }),
    order('buy', 'take_profit', { triggerPrice: below(), groupId: short, moveStopTo: px(p) }),
    order('buy', 'take_profit', { triggerPrice: below(2), groupId: short }),
    // Trailing stops: a sell one active from placement (it follows every new high), a buy one
    // waiting for its activation below.
    order('sell', 'trailing_stop', {
      trail: { distancePercent: between(1, 10).toFixed(2), activated: false },
    }),
    order('buy', 'trailing_stop', {
      trail: { distance: px(p * between(0.01, 0.05)), activationPrice: below(), activated: false },
    }),
    // Resting entries, the buy one with its protection.
    order('buy', 'limit', { triggerPrice: below(), then: { stop_loss: { price: px(p * 0.8) } } }),
    order('sell', 'limit', { triggerPrice: above() }),
  ];
}

async function placeBook(
  container: Container,
  book: Book,
  accounts: string[],
  at: number,
): Promise<number> {
  const all = accounts.flatMap((id, i) => {
    const symbol = symbols[i % symbols.length]!;
    return ordersOf(id, symbol, price.get(symbol)!, at);
  });
  for (let i = 0; i < all.length; i += 1000) {
    await book.repository.place(all.slice(i, i + 1000), container.db);
  }
  return all.length;
}

/** Every market's candle at `openTime`: flat, a random-walk minute, or a wide one. */
function setCandles(openTime: number, shape: 'flat' | 'walk' | 'wide'): void {
  for (const symbol of symbols) {
    const open = price.get(symbol)!;
    let bar: Bar;
    if (shape === 'flat') bar = { openTime, open, high: open, low: open, close: open };
    else if (shape === 'wide') {
      const close = open * (1 + between(-0.002, 0.002));
      bar = { openTime, open, high: open * (1 + HEAVY_MOVE), low: open * (1 - HEAVY_MOVE), close };
    } else {
      const close = open * (1 + between(-0.0012, 0.0012));
      const high = Math.max(open, close) * (1 + between(0, 0.0005));
      const low = Math.min(open, close) * (1 - between(0, 0.0005));
      bar = { openTime, open, high, low, close };
    }
    bars.get(symbol)!.set(openTime, bar);
    price.set(symbol, bar.close);
  }
}

async function rows<T>(container: Container, text: string): Promise<T[]> {
  return ((await container.db.execute(text)) as unknown as { rows: T[] }).rows;
}

async function counts(container: Container) {
  const [r] = await rows<{ open: number; triggered: number; cancelled: number; signals: number }>(
    container,
    `select count(*) filter (where status = 'open')::int as open,
            count(*) filter (where status = 'triggered')::int as triggered,
            count(*) filter (where status = 'cancelled')::int as cancelled,
            (select count(*)::int from signals) as signals
     from working_orders`,
  );
  return r!;
}

/** PROFILE=1: milliseconds and calls per wrapped method, summed over the passes since reset. */
const spent = new Map<string, { ms: number; calls: number }>();
function wrap<T extends object>(target: T, name: string, method: keyof T & string): void {
  const original = (target[method] as (...a: unknown[]) => Promise<unknown>).bind(target);
  (target as Record<string, unknown>)[method] = async (...args: unknown[]) => {
    const started = performance.now();
    try {
      return await original(...args);
    } finally {
      const s = spent.get(name) ?? { ms: 0, calls: 0 };
      s.ms += performance.now() - started;
      s.calls += 1;
      spent.set(name, s);
    }
  };
}
function printProfile(passes: number, totalMs: number): void {
  if (!PROFILE) return;
  let known = 0;
  for (const [name, s] of spent) {
    known += s.ms;
    console.log(
      `      ${name.padEnd(34)} ${(s.ms / passes).toFixed(1).padStart(7)} ms/candle  (${(s.calls / passes).toFixed(1)} calls/candle)`,
    );
  }
  console.log(
    `      ${'the rest (tx, lock, mark read, evaluateBar)'.padEnd(34)} ${((totalMs - known) / passes).toFixed(1).padStart(7)} ms/candle`,
  );
  spent.clear();
}

const spread = (counts: number[]) => {
  const s = [...counts].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50)}, max ${s.at(-1)}, total ${s.reduce((a, b) => a + b, 0)}`;
};
const fmt = (samples: number[]) => {
  const s = [...samples].sort((a, b) => a - b);
  if (s.length === 0) return 'none';
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms (n=${s.length})`;
};

const { container, kind, close } = await benchApp({ prefix: 'pulso_bench_orders', poolSize: 4 });
try {
  useMarketData(container, marketDataOver(feed));
  const book = createWorkingOrderBook(container);
  let now = T0;
  let updated = 0;
  const worker = container.workingOrders.worker({ clock: () => now });
  // Updates written (trailing stops' extremes, breakeven stops), counted on their way in.
  const repository = (worker as unknown as { repository: Book['repository'] }).repository;
  const apply = repository.apply.bind(repository);
  repository.apply = (outcome, tx) => {
    updated += outcome.updates.length;
    return apply(outcome, tx);
  };
  // The worker's own repository and signals service are the container's; the wrappers go on them.
  if (PROFILE) {
    const internals = worker as unknown as {
      repository: object;
      signals: object;
      source: object;
    };
    for (const m of ['series', 'openOf', 'apply', 'mark'] as const)
      wrap(internals.repository, `repository.${m}`, m as never);
    wrap(internals.signals, 'signals.enqueueMany', 'enqueueMany' as never);
    wrap(internals.source, 'source.candles', 'candles' as never);
  }
  const accounts = await seedBenchAccounts(container, ACCOUNTS, 'whsec_bench_orders_0123456789');
  console.log(
    `working orders — ${machine()}, ${kind}, ${ACCOUNTS} accounts × 10 orders over ${symbols.length} markets (${symbols.join(' ')})`,
  );

  /** One candle for every market, then one pass timed; answers its milliseconds. */
  let minute = T0;
  const candle = async (shape: 'flat' | 'walk' | 'wide') => {
    minute += MINUTE;
    setCandles(minute, shape);
    now = minute + MINUTE + 1_000;
    const started = performance.now();
    await worker.tick();
    return performance.now() - started;
  };
  /** A fresh book placed just before the next candle, checked once against a flat candle. */
  const freshBook = async () => {
    await container.db.execute('delete from working_orders');
    await container.db.execute('delete from working_order_marks');
    const placed = await placeBook(container, book, accounts, minute + MINUTE);
    await container.db.execute('analyze working_orders');
    // The flat candle's pass (the trailing stops take their first extreme) is not profiled.
    const profiled = [...spent].map(([k, v]) => [k, { ...v }] as const);
    await candle('flat');
    spent.clear();
    for (const [k, v] of profiled) spent.set(k, v);
    return placed;
  };

  const placedAt = performance.now();
  const placed = await freshBook();
  spent.clear();
  console.log(
    `  placed ${placed} orders through WorkingOrdersRepository.place in ${(performance.now() - placedAt).toFixed(0)} ms (with the first, flat candle)`,
  );

  const quiet: number[] = [];
  const quietFills: number[] = [];
  const quietUpdates: number[] = [];
  let before = await counts(container);
  for (let i = 0; i < CANDLES; i++) {
    updated = 0;
    quiet.push(await candle('walk'));
    quietUpdates.push(updated);
    const after = await counts(container);
    quietFills.push(after.signals - before.signals);
    before = after;
  }
  const quietTotal = quiet.reduce((a, b) => a + b, 0);
  console.log(`  quiet minutes (load ${loadAverage()}): ${CANDLES} candles, one pass each`);
  console.log(`    pass over ${placed} orders                ${fmt(quiet)}`);
  console.log(
    `    per candle: fills ${spread(quietFills)}, trail and stop updates ${spread(quietUpdates)}; at the end ${before.open} open, ${before.cancelled} cancelled with their group`,
  );
  printProfile(CANDLES, quietTotal);

  const busy: number[] = [];
  const busyFills: number[] = [];
  const busyCancelled: number[] = [];
  let busyTotal = 0;
  for (let i = 0; i < HEAVY; i++) {
    await freshBook();
    const start = await counts(container);
    const ms = await candle('wide');
    busyTotal += ms;
    busy.push(ms);
    const end = await counts(container);
    busyFills.push(end.signals - start.signals);
    busyCancelled.push(end.cancelled - start.cancelled);
  }
  if (HEAVY > 0) {
    console.log(
      `  busy minute (load ${loadAverage()}): ${HEAVY} fresh books, one candle ±${(HEAVY_MOVE * 100).toFixed(1)} % each`,
    );
    console.log(`    pass over ${placed} orders                ${fmt(busy)}`);
    console.log(
      `    fills per candle ${busyFills.join(', ')} (cancelled with their group ${busyCancelled.join(', ')})`,
    );
    printProfile(HEAVY, busyTotal);
  }
} finally {
  await close();
}
process.exit(0);
