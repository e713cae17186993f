import { Decimal, roundTripsFromFills, type RoundTrip, type TripFill } from '@pulso/domain';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { UNPRICED_QUOTE } from '../../db/schema';
import { inTransaction } from '../../db/repository';
import { seeded } from '../../lib/seeded';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';
import type { LedgerTrade } from './index';
import { AUTO_TAGS_TEXT, rebuildRoundTrips } from './round-trips';
import { testTrade } from './testing';

const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 0, 5);

interface TripRow {
  asset: string;
  side: number;
  opened_at_ms: string;
  closed_at_ms: string;
  entered: string;
  entered_notional: string;
  exited: string;
  realized: string;
  fees: string;
  fills: number;
}

/** A random history of fills on two books: partial exits, scale-ins and flips. */
function history(accountId: string, n: number, seed: number) {
  const random = seeded(seed);
  return Array.from({ length: n }, (_, i) => {
    const asset = random() < 0.6 ? 'BTC' : 'ETH';
    const side: 'buy' | 'sell' = random() < 0.5 ? 'buy' : 'sell';
    return testTrade(accountId, {
      asset,
      side,
      amount: String(Math.ceil(random() * 40) / 100),
      price: ((asset === 'BTC' ? 60_000 : 3_000) * (0.9 + random() * 0.2)).toFixed(2),
      fee: (random() * 2).toFixed(4),
      // Distinct times: the reference and the ledger agree on the order whatever the writes'.
      executedAtMs: BASE + i * HOUR,
      source: 'webhook',
    });
  });
}

const fillOf = (t: LedgerTrade): TripFill => ({
  accountId: t.accountId,
  asset: t.asset,
  symbol: t.symbol,
  side: t.side,
  quantity: t.amount,
  price: t.price,
  feeUsd: t.fee,
  executedAtMs: t.executedAtMs,
  source: t.source,
});

const same = (a: Decimal.Value, b: Decimal.Value) => new Decimal(a).minus(b).abs().lte('1e-12');

describe(`the ledger's round trips (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  const write = (trades: LedgerTrade[]) =>
    inTransaction(t.container.db, (tx) => t.container.ledger.append(tx, trades));
  const stored = (accountId: string) =>
    queryRows<TripRow>(
      t.container.db,
      sql`select asset, side, opened_at_ms::text, closed_at_ms::text, entered::text,
                 entered_notional::text, exited::text, realized::text, fees::text, fills
          from round_trips where account_id = ${accountId} order by opened_at_ms, asset`,
    );

  /** The stored trips are exactly the reference replay's of the same fills. */
  async function expectTrips(accountId: string, trades: readonly LedgerTrade[]) {
    const want = roundTripsFromFills(trades.map(fillOf));
    const have = await stored(accountId);
    const key = (r: { asset: string; openedAtMs: number; closedAtMs: number }) =>
      `${r.asset}:${r.openedAtMs}:${r.closedAtMs}`;
    expect(
      have
        .map((r) =>
          key({
            asset: r.asset,
            openedAtMs: Number(r.opened_at_ms),
            closedAtMs: Number(r.closed_at_ms),
          }),
        )
        .sort(),
    ).toEqual(want.map(key).sort());
    const byKey = new Map<string, RoundTrip>(want.map((r) => [key(r), r]));
    for (const row of have) {
      const trip = byKey.get(
        key({
          asset: row.asset,
          openedAtMs: Number(row.opened_at_ms),
          closedAtMs: Number(row.closed_at_ms),
        }),
      )!;
      expect(row.side).toBe(trip.side === 'long' ? 1 : -1);
      expect(row.fills).toBe(trip.fills);
      expect(same(row.entered, trip.quantity)).toBe(true);
      expect(same(row.realized, trip.realizedPnl)).toBe(true);
      expect(same(row.fees, trip.fees)).toBe(true);
      expect(
        new Decimal(row.entered_notional).div(row.entered).minus(trip.entryPrice).abs().lte('1e-8'),
      ).toBe(true);
    }
    return have.length;
  }

  it('keeps the trips of fills appended one by one, in batches, and written out of order', async () => {
    const inOrder = await createAccount(t, ana, 'Viajes en orden');
    const fills = history(inOrder, 240, 7);
    for (const trade of fills.slice(0, 120)) await write([trade]);
    for (let i = 120; i < 240; i += 30) await write(fills.slice(i, i + 30));
    expect(await expectTrips(inOrder, fills)).toBeGreaterThan(3);

    // The same history written backwards in chunks: every chunk lands before what is recorded,
    // so each replays its books from its time on.
    const shuffled = await createAccount(t, ana, 'Viajes al revés');
    const late = history(shuffled, 240, 7);
    for (let i = 240; i > 0; i -= 40) await write(late.slice(Math.max(0, i - 40), i));
    await expectTrips(shuffled, late);

    // Interleaved: odd fills first, then the even ones between them.
    const mixed = await createAccount(t, ana, 'Viajes intercalados');
    const both = history(mixed, 160, 11);
    await write(both.filter((_, i) => i % 2 === 1));
    for (const trade of both.filter((_, i) => i % 2 === 0)) await write([trade]);
    await expectTrips(mixed, both);
  });

  it('forgets the trips of removed fills, and rebuilding from scratch changes nothing', async () => {
    const id = await createAccount(t, ana, 'Viajes borrados');
    const fills = history(id, 200, 23);
    await write(fills);
    const cut = fills[80]!.executedAtMs;
    const removed = await inTransaction(t.container.db, (tx) =>
      t.container.ledger.remove(tx, id, sql`executed_at_ms between ${cut} and ${cut + 20 * HOUR}`),
    );
    expect(removed).toBe(21);
    const kept = fills.filter((f) => f.executedAtMs < cut || f.executedAtMs > cut + 20 * HOUR);
    await expectTrips(id, kept);

    const before = await stored(id);
    await inTransaction(t.container.db, (tx) => rebuildRoundTrips(tx, id));
    expect(await stored(id)).toEqual(before);
  });

  it("moves a trip's journal note with it when an earlier fill moves its opening", async () => {
    const id = await createAccount(t, ana, 'Notas que siguen');
    const fill = (side: 'buy' | 'sell', amount: string, hours: number) =>
      testTrade(id, {
        asset: 'BTC',
        side,
        amount,
        price: '60000',
        executedAtMs: BASE + hours * HOUR,
      });
    // One trip: buy 1 at hour 10, sell it at hour 20; a second one from hour 30 to 40.
    await write([
      fill('buy', '1', 10),
      fill('sell', '1', 20),
      fill('buy', '1', 30),
      fill('sell', '1', 40),
    ]);
    const note = (key: string, text: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${id}/journal/trip/${encodeURIComponent(key)}`,
        headers: ana.headers,
        payload: { note: text, tags: ['plan'] },
      });
    expect((await note(`BTC:${BASE + 10 * HOUR}`, 'entrada de manual')).statusCode).toBe(200);
    expect((await note(`BTC:${BASE + 30 * HOUR}`, 'la segunda')).statusCode).toBe(200);
    const notes = async () =>
      (
        await queryRows<{ key: string; note: string }>(
          t.container.db,
          sql`select key, note from journal_entries where account_id = ${id} order by key`,
        )
      ).map((r) => [r.key, r.note]);

    // Imported later: a buy of 0.5 at hour 5 and its sale at hour 15. The first trip now opens
    // at hour 5 (1.5 held at hour 10); its note follows. The second trip is untouched.
    await write([fill('buy', '0.5', 5), fill('sell', '0.5', 15)]);
    expect(await notes()).toEqual([
      [`BTC:${BASE + 5 * HOUR}`, 'entrada de manual'],
      [`BTC:${BASE + 30 * HOUR}`, 'la segunda'],
    ]);
    // The review lists the note's tags on the moved trip.
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/trade-analysis/review?accountId=${id}&timeframe=all_time`,
      headers: ana.headers,
    });
    expect(review.statusCode).toBe(200);
    const trips = (review.json() as { roundTrips: RoundTrip[] }).roundTrips;
    expect(trips.map((r) => [r.openedAtMs, r.tags])).toEqual([
      [BASE + 30 * HOUR, ['plan']],
      [BASE + 5 * HOUR, ['plan']],
    ]);
    // Rebuilt from scratch: nothing moves again.
    await inTransaction(t.container.db, (tx) => rebuildRoundTrips(tx, id));
    expect((await notes()).map(([key]) => key)).toEqual([
      `BTC:${BASE + 5 * HOUR}`,
      `BTC:${BASE + 30 * HOUR}`,
    ]);
  });

  it('rebuilds the trips of a write too large to follow book by book', async () => {
    const id = await createAccount(t, ana, 'Viajes a granel');
    const fills = history(id, 5_001, 31);
    await write(fills);
    expect(await expectTrips(id, fills)).toBeGreaterThan(100);
  });

  it('fills the table for trades recorded before it existed with the same statement it keeps', async () => {
    // The migration's CTE is the ledger's (one rule for what a trip is), written out as SQL.
    const migration = await readFile(
      new URL('../../../drizzle/0037_round_trips.sql', import.meta.url),
      'utf8',
    );
    const source = await readFile(new URL('./round-trips.ts', import.meta.url), 'utf8');
    const cte = (text: string) =>
      text
        .slice(text.indexOf('f as ('), text.indexOf('having count(*) filter (where opens) = 1'))
        .replace(/\$\{sql\.raw\(UNPRICED_QUOTE\)\}/, 'UNPRICED')
        .replace(`(${UNPRICED_QUOTE})`, 'UNPRICED')
        .replace(/\s+/g, ' ');
    expect(cte(migration)).toBe(cte(source));
    // And 0038 fills the automatic tags with the words the ledger writes them with.
    const tags = await readFile(
      new URL('../../../drizzle/0038_round_trip_tags.sql', import.meta.url),
      'utf8',
    );
    const words = (text: string) => text.replace(/\s+/g, ' ');
    expect(words(tags)).toContain(words(AUTO_TAGS_TEXT));
  });
});
