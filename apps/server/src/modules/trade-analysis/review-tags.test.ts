import { MESSAGES, tripJournalKey, type ReviewResponse } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { appendTrades, testTrade } from '../ledger/testing';
import { createAccount } from '../signals/testing';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Four days' trips, 30 days ago at 10:00 UTC and on. */
const FIRST = Math.floor((Date.now() - 30 * DAY) / DAY) * DAY + 10 * HOUR;
const NETS = [100, -40, 25, 60];
/** The journal's tags of each trip (none on the third). */
const TAGS = [['Breakout', 'fomo'], ['breakout'], [], ['fomo']];

describe(`the review by journal tag (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let id: string;

  const get = async (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const review = async (query: string, who?: SignedIn): Promise<ReviewResponse> => {
    const route = who ? 'review' : 'public/review';
    const res = await get(
      `/api/trade-analysis/${route}?accountId=${id}&timeframe=all_time${query}`,
      who,
    );
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const tagRows = (r: ReviewResponse) =>
    r.breakdowns.tag.map((b) => [b.key, b.trips, b.wins, Number(b.netPnl)]);

  beforeAll(async () => {
    t = await createIdentityTestApp();
    await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    id = await createAccount(t, ana, 'Diario', { isPublic: true, publicStats: true });
    await appendTrades(
      t,
      NETS.flatMap((net, i) => {
        const at = FIRST + i * DAY;
        const trip = { accountId: id, asset: 'BTC', amount: '1' };
        return [
          testTrade(id, { ...trip, side: 'buy', price: '20000', executedAtMs: at }),
          testTrade(id, {
            ...trip,
            side: 'sell',
            price: String(20000 + net),
            executedAtMs: at + HOUR,
          }),
        ];
      }),
    );
    for (const [i, tags] of TAGS.entries()) {
      if (tags.length === 0) continue;
      const key = encodeURIComponent(tripJournalKey('BTC', FIRST + i * DAY));
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${id}/journal/trip/${key}`,
        headers: ana.headers,
        payload: { note: '', tags },
      });
      expect(res.statusCode).toBe(200);
    }
  });
  afterAll(() => t.close());

  it('breaks the trips down by tag, a trip under each of its tags and the untagged under none', async () => {
    const all = await review('', ana);
    expect(all.statistics.trips).toBe(4);
    expect(tagRows(all)).toEqual([
      ['', 1, 1, 25],
      ['breakout', 2, 1, 60],
      ['fomo', 2, 2, 160],
    ]);
    // Each listed trip carries its tags (newest first), as stored: normalised.
    expect(all.roundTrips.map((trip) => trip.tags)).toEqual([
      ['fomo'],
      undefined,
      ['breakout'],
      ['breakout', 'fomo'],
    ]);
    expect(all.risk).not.toBeNull();
  });

  it('narrows statistics, calendar, breakdowns and list to one tag, written in any case', async () => {
    const breakout = await review('&tag=BreakOut', ana);
    expect(breakout.tag).toBe('breakout');
    expect(breakout.statistics).toMatchObject({ trips: 2, wins: 1, losses: 1 });
    expect(Number(breakout.statistics.netPnl)).toBe(60);
    expect(breakout.roundTrips).toHaveLength(2);
    expect(breakout.days.map((d) => Number(d.netPnl))).toEqual([100, -40]);
    expect(breakout.breakdowns.symbol).toEqual([
      { key: 'BTCUSDT', trips: 2, wins: 1, netPnl: '60' },
    ]);
    // The period figures are the account's equity curve: a tag has none of its own.
    expect(breakout.risk).toBeNull();
    const none = await review('&tag=nunca', ana);
    expect(none.statistics.trips).toBe(0);
  });

  it('refuses a tag that no journal could hold, and changes nothing', async () => {
    const asked = (tag: string) =>
      get(`/api/trade-analysis/review?accountId=${id}&tag=${encodeURIComponent(tag)}`, ana);
    for (const tag of ['dos palabras', 'x'.repeat(33), '']) {
      const res = await asked(tag);
      expect(res.statusCode, JSON.stringify(tag)).toBe(400);
      expect(res.json().error).toBe(MESSAGES.journal.invalidTag);
    }
    // A NUL byte is refused before any route reads it, with the guard's own message.
    expect((await asked('a\u0000b')).statusCode).toBe(400);
  });

  it('reads R from a stop its owner sets later; a visitor only once the journal is published', async () => {
    const put = (payload: object, kind = 'trip', key = tripJournalKey('BTC', FIRST)) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/accounts/${id}/journal/${kind}/${encodeURIComponent(key)}`,
        headers: ana.headers,
        payload,
      });
    const first = (r: ReviewResponse) => r.roundTrips.find((trip) => trip.openedAtMs === FIRST)!;
    // The first trip: long 1 BTC from 20,000, closed +100. A stop at 19,900 risked 100: 1 R.
    const saved = await put({ note: '', tags: TAGS[0], stopPrice: '19900' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ stopPrice: '19900', tags: ['breakout', 'fomo'] });
    const owner = await review('', ana);
    expect(first(owner)).toMatchObject({ stopPrice: '19900', rMultiple: '1' });
    expect(owner.statistics.expectancyR).toMatchObject({ n: 1 });
    expect(Number(owner.statistics.expectancyR.value)).toBe(1);
    // The journal is private: a visitor's R does not read it.
    expect(first(await review('')).rMultiple).toBeUndefined();
    // A day has no stop, a stop is a positive price: refused, and nothing changes.
    const onDay = await put({ note: 'x', tags: [], stopPrice: '1' }, 'day', '2026-01-02');
    expect(onDay.statusCode).toBe(400);
    expect(onDay.json().error).toBe(MESSAGES.journal.stopOnDay);
    expect((await put({ note: '', tags: [], stopPrice: '-5' })).statusCode).toBe(400);
    expect(first(await review('', ana)).rMultiple).toBe('1');
  });

  it('shows a visitor no tag, and filters nothing by one, until the owner publishes the journal', async () => {
    const hidden = await review('');
    expect(tagRows(hidden)).toEqual([['', 4, 3, 145]]);
    expect(hidden.roundTrips.every((trip) => trip.tags === undefined)).toBe(true);
    // A filter on a private tag would tell its counts: it finds nothing.
    expect((await review('&tag=breakout')).statistics.trips).toBe(0);

    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/journal-visibility`,
      headers: ana.headers,
      payload: { public: true },
    });
    expect(published.statusCode).toBe(200);
    // The next read sees it (the review's stamp names the journal's publication).
    expect(tagRows(await review(''))).toEqual(tagRows(await review('', ana)));
    expect((await review('&tag=fomo')).statistics.trips).toBe(2);
    // And the stop its owner set gives the trip its R for visitors too.
    const visitor = await review('');
    expect(visitor.roundTrips.find((trip) => trip.openedAtMs === FIRST)?.rMultiple).toBe('1');
  });

  it('follows a tag written after the last read', async () => {
    expect((await review('&tag=paciencia', ana)).statistics.trips).toBe(0);
    const key = encodeURIComponent(tripJournalKey('BTC', FIRST + 2 * DAY));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/journal/trip/${key}`,
      headers: ana.headers,
      payload: { note: 'Esperé la confirmación', tags: ['paciencia'] },
    });
    expect(res.statusCode).toBe(200);
    const patient = await review('&tag=paciencia', ana);
    expect(patient.roundTrips.map((trip) => Number(trip.netPnl))).toEqual([25]);
  });

  it("applies a day's tags to the trips closed that day, in the filter and the breakdown", async () => {
    const day = new Date(FIRST + DAY).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/journal/day/${day}`,
      headers: ana.headers,
      payload: { note: 'Dato de empleo', tags: ['noticias', 'fomo'] },
    });
    expect(res.statusCode).toBe(200);
    // The second trip (−40, tagged breakout) closed that day: it answers to the day's tags.
    const news = await review('&tag=noticias', ana);
    expect(news.roundTrips.map((trip) => Number(trip.netPnl))).toEqual([-40]);
    expect(news.days.map((d) => d.day)).toEqual([day]);
    const fomo = await review('&tag=fomo', ana);
    expect(fomo.roundTrips.map((trip) => Number(trip.netPnl))).toEqual([60, -40, 100]);
    const rows = tagRows(await review('', ana));
    expect(rows).toContainEqual(['noticias', 1, 0, -40]);
    expect(rows).toContainEqual(['fomo', 3, 2, 120]);
    // The trip's own tags stay its own: the day's are not written into it.
    const second = (await review('', ana)).roundTrips.find((x) => x.openedAtMs === FIRST + DAY);
    expect(second?.tags).toEqual(['breakout']);
  });
});
