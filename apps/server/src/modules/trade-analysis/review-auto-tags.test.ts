import { MESSAGES, tripJournalKey, type ReviewResponse, type RoundTrip } from '@pulso/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTrades, signals } from '../../db/schema';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { exchangeIds } from '../../test/harness';
import { fixMarketPrices } from '../signals/testing';

/**
 * Issue 38's automatic tags, end to end: an alert's `tags` (a text of commas or a list), carried
 * by the copies with the leader's name as a tag of their own, into the review's trips, breakdown
 * and filter — under the journal's privacy.
 */
describe(`automatic tags from the alert and the copy leader (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let leader: { id: string; secret: string };
  let follower: string;
  let n = 0;

  const create = async (name: string, flags: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: ana.headers,
      payload: { name, accountType: 'spot', exchangeId: (await exchangeIds(t)).binance, ...flags },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().account.id as string, secret: res.json().webhook.secret as string };
  };
  const alert = (extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trade-receiver/${leader.id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        symbol: 'BTCUSDT',
        time: new Date().toISOString(),
        action: 'buy',
        contracts: 0.01,
        order_id: `tagged-${++n}`,
        close: 50_000,
        secret: leader.secret,
        ...extra,
      }),
    });
  const review = async (accountId: string, query = '', who?: SignedIn) => {
    const route = who ? 'review' : 'public/review';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/trade-analysis/${route}?accountId=${accountId}&timeframe=all_time${query}`,
      headers: who?.headers ?? {},
    });
    expect(res.statusCode).toBe(200);
    return res.json() as ReviewResponse;
  };
  const tagsOf = (trip: RoundTrip | undefined) => [trip?.tags, trip?.autoTags];

  beforeAll(async () => {
    t = await createIdentityTestApp();
    await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
    const shared = { isPublic: true, publicStats: true };
    leader = await create('Señales Ágiles 4H', { isEmitter: true, ...shared });
    follower = (await create('Seguidora', { isReceiver: true })).id;
    await t.container.db.insert(copyTrades).values({
      ownerId: ana.user.id,
      emitterAccountId: leader.id,
      receiverAccountId: follower,
      multiplier: '2',
    });
    // A round trip opened by an alert with tags, closed by one with others (the opening's count).
    expect((await alert({ tags: 'Breakout, H4' })).statusCode).toBe(202);
    expect((await alert({ action: 'sell', tags: ['salida'] })).statusCode).toBe(202);
    await t.container.signals.worker().drain();
  });
  afterAll(() => t.close());

  it("tags the alert's trip with the alert's tags, normalised, and stores them with the signal", async () => {
    const [stored] = await t.container.db
      .select({ payload: signals.payload })
      .from(signals)
      .where(eq(signals.accountId, leader.id))
      .limit(1);
    expect(stored!.payload.tags).toEqual(['breakout', 'h4']);
    const own = await review(leader.id, '', ana);
    expect(own.roundTrips).toHaveLength(1);
    expect(tagsOf(own.roundTrips[0])).toEqual([
      ['breakout', 'h4'],
      ['breakout', 'h4'],
    ]);
    expect(own.breakdowns.tag.map((b) => [b.key, b.trips])).toEqual([
      ['breakout', 1],
      ['h4', 1],
    ]);
  });

  it("gives the follower's copy the leader's alert tags and the leader itself as a tag", async () => {
    const copied = await review(follower, '', ana);
    expect(tagsOf(copied.roundTrips[0])).toEqual([
      ['breakout', 'h4', 'copia-señales-ágiles-4h'],
      ['breakout', 'h4', 'copia-señales-ágiles-4h'],
    ]);
    expect((await review(follower, '&tag=copia-señales-ágiles-4h', ana)).statistics.trips).toBe(1);
  });

  it('puts the journal’s tags first and counts a tag once when both have it', async () => {
    const trip = (await review(leader.id, '', ana)).roundTrips[0]!;
    const key = encodeURIComponent(tripJournalKey(trip.asset, trip.openedAtMs));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${leader.id}/journal/trip/${key}`,
      headers: ana.headers,
      payload: { note: '', tags: ['paciencia', 'h4'] },
    });
    expect(saved.statusCode).toBe(200);
    expect(tagsOf((await review(leader.id, '', ana)).roundTrips[0])).toEqual([
      ['paciencia', 'h4', 'breakout'],
      ['breakout', 'h4'],
    ]);
  });

  it('shows a visitor no automatic tag until the journal is published', async () => {
    const hidden = await review(leader.id);
    expect(tagsOf(hidden.roundTrips[0])).toEqual([undefined, undefined]);
    expect((await review(leader.id, '&tag=breakout')).statistics.trips).toBe(0);
    await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${leader.id}/journal-visibility`,
      headers: ana.headers,
      payload: { public: true },
    });
    expect((await review(leader.id, '&tag=breakout')).statistics.trips).toBe(1);
  });

  it('refuses an alert whose tags no journal could hold, and records no signal', async () => {
    const before = (await t.container.db.select().from(signals)).length;
    for (const tags of [
      'dos palabras',
      ['ok', 7],
      'x'.repeat(33),
      Array(21)
        .fill('a')
        .map((a, i) => a + i),
    ]) {
      const res = await alert({ tags });
      expect(res.statusCode, JSON.stringify(tags)).toBe(400);
      expect([MESSAGES.journal.invalidTag, MESSAGES.journal.tooManyTags]).toContain(
        res.json().error,
      );
    }
    expect((await t.container.db.select().from(signals)).length).toBe(before);
  });
});
