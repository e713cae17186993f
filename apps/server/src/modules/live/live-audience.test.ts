import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/repository';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { testTrade } from '../ledger/testing';
import { createAccount, fixMarketPrices, sendSignal } from '../signals/testing';
import { openStream, requestAs, type ReceivedEvent, type TestStream } from './testing';

const about = (accountId: string) => (e: ReceivedEvent) => e.data.accountId === accountId;
/** The events of an account a visitor could ever read, by kind. */
const VISITOR_KINDS = ['account.changed', 'analytics.changed', 'trade.recorded'] as const;
const kindsAbout = (s: TestStream, accountId: string) =>
  [...new Set(s.events.filter(about(accountId)).map((e) => e.type))].sort();

describe('live events: who may read an account’s events', () => {
  let t: IdentityTestApp;
  let base: string;
  let admin: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  const streams: TestStream[] = [];
  const open = async (options: Parameters<typeof openStream>[1] = {}) => {
    const s = await openStream(base, options);
    expect(s.status).toBe(200);
    streams.push(s);
    return s;
  };
  let call: ReturnType<typeof requestAs>;
  /**
   * Before asserting that an event did not arrive: a later event every stream may read (a new
   * public account of bob's) has arrived, and a stream delivers in order.
   */
  const barrier = async (...waiting: TestStream[]) => {
    const id = await createAccount(t, bob, `Barrera ${Math.random().toString(36).slice(2, 8)}`, {
      isPublic: true,
    });
    for (const s of waiting)
      await s.waitFor((e) => e.type === 'account.changed' && e.data.accountId === id);
  };
  /** A trade of a stored signal as the pipeline records it. */
  const tradeOf = (accountId: string, signalId: string) => ({
    accountId,
    signalId,
    source: 'manual' as const,
    side: 'buy' as const,
    symbol: 'BTCUSDT',
    asset: 'BTC',
    quoteAsset: 'USDT',
    exchange: 'binance',
    amount: '0.01',
    price: '50000',
    fee: '0',
    feeAsset: 'USDT',
    orderId: null,
    exchangeOrderId: null,
    executedAtMs: Date.now(),
  });
  /** One trade recorded on its own: trade.recorded and analytics.changed. */
  const recordTrade = async (accountId: string) => {
    const { signalId } = await sendSignal(t, accountId, { action: 'buy', contracts: '0.01' });
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(tx, [tradeOf(accountId, signalId)]),
    );
  };
  /** account.changed by any write path (SQL here: the trigger does not care who writes). */
  const touchAccount = (accountId: string) =>
    t.container.db.execute(sql`update accounts set updated_at = now() where id = ${accountId}`);
  const deactivate = async (who: SignedIn) => {
    const res = await call('PATCH', `/api/user/${who.user.id}`, admin, { isActive: false });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    t = await createIdentityTestApp();
    call = requestAs(t);
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    fixMarketPrices(t);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it("a trade written through the ledger into a deactivated owner's public account reaches no visitor", async () => {
    const carla = await t.signIn({ sub: 'carla', email: 'carla@example.com' });
    const accountId = await createAccount(t, carla, 'Pública de Carla', {
      isPublic: true,
      publicStats: true,
      publicTrades: true,
    });
    await deactivate(carla);
    // REST: the account is no longer public.
    expect((await call('GET', `/api/account/public/${accountId}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/trade/account/${accountId}`, null)).statusCode).toBe(404);

    // Streams opened once what came before was sent (its creation, its owner's deactivation).
    await t.container.live.hub.read();
    const visitor = await open();
    const adminStream = await open({ headers: admin.headers });
    // What the exchange sync or an import does…
    await inTransaction(t.container.db, (tx) =>
      t.container.ledger.append(
        tx,
        [
          testTrade(accountId, {
            asset: 'BTC',
            side: 'buy',
            amount: '0.25',
            price: '41000',
            executedAtMs: Date.now(),
          }),
        ],
        { bulk: true },
      ),
    );
    // …and one trade recorded on its own (trade.recorded, not only analytics.changed).
    await recordTrade(accountId);
    // The admin reads everything: the writes did reach the streams.
    await adminStream.waitFor((e) => e.type === 'trade.recorded' && e.data.accountId === accountId);
    await barrier(visitor, adminStream);
    expect(kindsAbout(adminStream, accountId)).toEqual(
      expect.arrayContaining(['analytics.changed', 'trade.recorded']),
    );
    expect(visitor.events.filter(about(accountId))).toEqual([]);
  });

  it('who may read is decided when the event is sent: an owner deactivated in the writing transaction hides it', async () => {
    const dora = await t.signIn({ sub: 'dora', email: 'dora@example.com' });
    const accountId = await createAccount(t, dora, 'Pública de Dora', {
      isPublic: true,
      publicStats: true,
      publicTrades: true,
    });
    const visitor = await open();
    const { signalId } = await sendSignal(t, accountId, { action: 'buy', contracts: '0.01' });
    await inTransaction(t.container.db, async (tx) => {
      await t.container.ledger.append(tx, [tradeOf(accountId, signalId)]);
      // After the trade's row was written (its owner active then), before it is sent.
      await tx.execute(sql`update users set is_active = false where id = ${dora.user.id}`);
    });
    await barrier(visitor);
    // The account went: its page learns it (account.changed), and nothing of the trade.
    expect(kindsAbout(visitor, accountId)).toEqual(['account.changed']);
  });

  it('a visitor who saw an account learns that it stopped being public, then nothing more of it', async () => {
    const visitor = await open();
    const accountId = await createAccount(t, ana, 'Pronto privada', {
      isPublic: true,
      publicStats: true,
      publicTrades: true,
    });
    const created = await visitor.waitFor(
      (e) => e.type === 'account.changed' && e.data.accountId === accountId,
    );
    expect(created.data).toEqual({ accountId, change: 'created' });
    const res = await call('PATCH', `/api/account/update/${accountId}`, ana, { isPublic: false });
    expect(res.statusCode, res.body).toBe(200);
    const went = await visitor.waitFor(
      (e) => e.type === 'account.changed' && e.data.accountId === accountId && e !== created,
    );
    expect(went.data).toEqual({ accountId, change: 'updated' });
    await recordTrade(accountId);
    await touchAccount(accountId);
    await barrier(visitor);
    expect(visitor.events.filter(about(accountId))).toEqual([created, went]);
  });

  it('every account state: the visitor stream, the public routes and the public board agree', async () => {
    const dave = await t.signIn({ sub: 'dave', email: 'dave@example.com' });
    const both = { isPublic: true, publicStats: true, publicTrades: true };
    const states = {
      private: await createAccount(t, ana, 'Privada'),
      public: await createAccount(t, ana, 'Pública', both),
      statsOnly: await createAccount(t, ana, 'Solo cifras', { isPublic: true, publicStats: true }),
      tradesOnly: await createAccount(t, ana, 'Solo operaciones', {
        isPublic: true,
        publicTrades: true,
      }),
      inactive: await createAccount(t, ana, 'Inactiva', both),
      ownerInactive: await createAccount(t, dave, 'De Dave', both),
      deleted: await createAccount(t, ana, 'Borrada', both),
    };
    const expected: Record<keyof typeof states, string[]> = {
      private: [],
      public: ['account.changed', 'analytics.changed', 'trade.recorded'],
      statsOnly: ['account.changed', 'analytics.changed'],
      tradesOnly: ['account.changed', 'trade.recorded'],
      inactive: [],
      ownerInactive: [],
      deleted: [],
    };
    expect(
      (await call('PATCH', `/api/account/update/${states.inactive}`, ana, { isActive: false }))
        .statusCode,
    ).toBe(200);
    await deactivate(dave);
    expect((await call('DELETE', `/api/account/delete/${states.deleted}`, ana)).statusCode).toBe(
      204,
    );
    await recordTrade(states.public); // so the board has figures to rank

    // Streams opened once the states' own changes were sent: what follows is one trade and one
    // account.changed of each account, in its state.
    await t.container.live.hub.read();
    const visitor = await open();
    const owner = await open({ headers: ana.headers });
    const other = await open({ headers: bob.headers });
    const adminStream = await open({ headers: admin.headers });
    for (const id of Object.values(states)) {
      await recordTrade(id);
      await touchAccount(id);
    }
    await barrier(visitor, owner, other, adminStream);

    const everything = [...VISITOR_KINDS, 'signal.accepted'];
    // What REST shows a visitor.
    const list = (await call('GET', '/api/account/public/list?limit=100', null)).json<{
      data: { id: string }[];
    }>();
    const board = (
      await call('GET', '/api/trade-analysis/public/leaderboard?limit=10', null)
    ).json<{ data: { id: string }[] }>();
    const figures = (
      await call(
        'GET',
        `/api/trade-analysis/public/figures?accountIds=${Object.values(states).join(',')}`,
        null,
      )
    ).json<{ data: { accountId: string }[] }>();
    for (const [state, id] of Object.entries(states) as [keyof typeof states, string][]) {
      const detail = (await call('GET', `/api/account/public/${id}`, null)).statusCode === 200;
      const trades = (await call('GET', `/api/trade/account/${id}`, null)).statusCode === 200;
      const stats =
        (await call('GET', `/api/trade-analysis/public/pnl?accountId=${id}`, null)).statusCode ===
        200;
      // The public routes agree among themselves…
      expect(
        list.data.some((a) => a.id === id),
        state,
      ).toBe(detail);
      expect(
        board.data.some((a) => a.id === id),
        state,
      ).toBe(stats);
      expect(
        figures.data.some((f) => f.accountId === id),
        state,
      ).toBe(stats);
      const rest = [
        ...(detail ? ['account.changed'] : []),
        ...(stats ? ['analytics.changed'] : []),
        ...(trades ? ['trade.recorded'] : []),
      ];
      // …with the stream…
      expect(kindsAbout(visitor, id), state).toEqual(rest);
      // …and with what each state means.
      expect(rest, state).toEqual(expected[state]);
      // Another user reads an account that is not theirs as a visitor does.
      expect(kindsAbout(other, id), state).toEqual(expected[state]);
      // The admin reads every account's events; the owner their own (dave's stream is closed).
      // (with the signals behind the trades: signal.accepted, receiver-log.written for admins).
      expect(kindsAbout(adminStream, id), state).toEqual(expect.arrayContaining(everything));
      if (state !== 'ownerInactive')
        expect(kindsAbout(owner, id), state).toEqual(expect.arrayContaining(everything));
    }
    // Signals are their owner's, whatever the account shows.
    expect(visitor.events.some((e) => e.type === 'signal.accepted')).toBe(false);
    expect(owner.events.some((e) => e.type === 'signal.accepted')).toBe(true);
  });
});
