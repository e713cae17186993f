import { JOURNAL_LIMITS, MESSAGES, type JournalListResponse } from '@pulso/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

const TRIP = 'BTC:1764312000000';
const DAY = '2026-11-28';

describe(`the trade journal (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let t: IdentityTestApp;
  let root: SignedIn;
  let ana: SignedIn;
  let bob: SignedIn;
  let binance: string;

  beforeAll(async () => {
    t = await createIdentityTestApp({ RATE_LIMIT_MAX: '1000000' });
    // The first to sign in is the admin.
    root = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
    binance = (await exchangeIds(t)).binance!;
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'PUT' | 'DELETE';
  const call = (method: Method, url: string, who?: SignedIn, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const list = (id: string, who: SignedIn, query = '') =>
    call('GET', `/api/accounts/${id}/journal${query}`, who);
  const put = (id: string, kind: string, key: string, body: object, who: SignedIn = ana) =>
    call('PUT', `/api/accounts/${id}/journal/${kind}/${encodeURIComponent(key)}`, who, body);
  const entriesOf = async (id: string) => {
    const res = await list(id, ana);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as JournalListResponse).data;
  };

  async function account(who: SignedIn, name: string, flags: object = {}): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/create',
      headers: who.headers,
      payload: { name, accountType: 'spot', exchangeId: binance, ...flags },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().account.id;
  }

  it('writes, reads and removes a note on a trip and on a day', async () => {
    const id = await account(ana, 'Diario');
    expect(await list(id, ana).then((r) => r.json())).toEqual({
      public: false,
      data: [],
      more: false,
    });

    const trip = await put(id, 'trip', TRIP, { note: '## Entrada\n\ttarde', tags: ['fomo'] });
    expect(trip.statusCode, trip.body).toBe(200);
    expect(trip.json()).toMatchObject({
      kind: 'trip',
      key: TRIP,
      note: '## Entrada\n\ttarde',
      tags: ['fomo'],
    });
    expect(Date.parse(trip.json().updatedAt)).not.toBeNaN();
    const day = await put(id, 'day', DAY, { note: 'Día tranquilo', tags: [] });
    expect(day.statusCode, day.body).toBe(200);

    // Newest change first.
    expect((await entriesOf(id)).map((e) => e.key)).toEqual([DAY, TRIP]);
    // Replaced whole, and now the newest.
    const again = await put(id, 'trip', TRIP, { note: 'Otra', tags: [] });
    expect(again.json()).toMatchObject({ note: 'Otra', tags: [] });
    expect((await entriesOf(id)).map((e) => [e.key, e.note])).toEqual([
      [TRIP, 'Otra'],
      [DAY, 'Día tranquilo'],
    ]);
    expect(
      (await list(id, ana, '?kind=day')).json().data.map((e: { key: string }) => e.key),
    ).toEqual([DAY]);

    const removed = await call('DELETE', `/api/accounts/${id}/journal/trip/${TRIP}`, ana);
    expect(removed.statusCode).toBe(204);
    // Removing what is not there is done already.
    const twice = await call('DELETE', `/api/accounts/${id}/journal/trip/${TRIP}`, ana);
    expect(twice.statusCode).toBe(204);
    // An empty note without tags removes the entry.
    const emptied = await put(id, 'day', DAY, { note: '', tags: [] });
    expect(emptied.statusCode).toBe(204);
    expect(emptied.body).toBe('');
    expect(await entriesOf(id)).toEqual([]);
  });

  it('normalises tags and filters by one', async () => {
    const id = await account(ana, 'Etiquetas');
    const res = await put(id, 'trip', 'ETH:1', {
      note: '',
      tags: ['  FOMO ', 'fomo', 'Ruptura', 'AÑO_2026', 'stop-loss', 'Ruptura'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().tags).toEqual(['fomo', 'ruptura', 'año_2026', 'stop-loss']);
    await put(id, 'day', DAY, { note: 'Sin plan', tags: ['Plan'] });
    await put(id, 'trip', 'SOL:2', { note: 'Bien', tags: ['plan', 'ruptura'] });

    const keys = async (query: string) =>
      ((await list(id, ana, query)).json() as JournalListResponse).data.map((e) => e.key).sort();
    expect(await keys('?tag=RUPTURA')).toEqual(['ETH:1', 'SOL:2']);
    expect(await keys('?tag=plan')).toEqual([DAY, 'SOL:2']);
    expect(await keys('?tag=plan&kind=trip')).toEqual(['SOL:2']);
    expect(await keys('?tag=nada')).toEqual([]);
  });

  it('refuses invalid notes, tags, kinds and keys with the rule, and stores nothing', async () => {
    const id = await account(ana, 'Rechazos');
    const refused = async (kind: string, key: string, body: object, message: string) => {
      const res = await put(id, kind, key, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe(message);
    };
    const m = MESSAGES.journal;
    // A NUL is refused app-wide before any schema (plugins/input-guard.ts), with its own message.
    const nul = await put(id, 'day', DAY, { note: 'a\u0000b', tags: [] });
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json().error).toContain('NUL');
    await refused('day', DAY, { note: 'a\u0007b', tags: [] }, m.invalidNote);
    await refused(
      'day',
      DAY,
      { note: 'x'.repeat(JOURNAL_LIMITS.noteChars + 1), tags: [] },
      m.noteTooLong,
    );
    await refused('day', DAY, { note: 'ok', tags: ['dos palabras'] }, m.invalidTag);
    await refused('day', DAY, { note: 'ok', tags: ['   '] }, m.invalidTag);
    await refused('day', DAY, { note: 'ok', tags: ['x'.repeat(33)] }, m.invalidTag);
    const many = Array.from({ length: 21 }, (_, i) => `t${i}`);
    await refused('day', DAY, { note: 'ok', tags: many }, m.tooManyTags);
    await refused('week', DAY, { note: 'ok', tags: [] }, m.invalidKind);
    await refused('day', '2026-02-30', { note: 'ok', tags: [] }, m.invalidKey);
    await refused('day', TRIP, { note: 'ok', tags: [] }, m.invalidKey);
    await refused('trip', 'btc:1', { note: 'ok', tags: [] }, m.invalidKey);
    await refused('trip', DAY, { note: 'ok', tags: [] }, m.invalidKey);
    const extra = await put(id, 'day', DAY, { note: 'ok', tags: [], extra: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await entriesOf(id)).toEqual([]);
    // A note at the limit, with newlines, tabs and any language, is fine.
    const full = 'ñ\r\n\t'.repeat(JOURNAL_LIMITS.noteChars / 4);
    expect((await put(id, 'day', DAY, { note: full, tags: [] })).statusCode).toBe(200);
  });

  it(`refuses an account's entry past ${JOURNAL_LIMITS.entriesPerAccount} with 409`, async () => {
    const id = await account(ana, 'Lleno');
    // All but one, straight into the table (keys unlike any real one).
    await t.container.db.execute(sql`
      insert into journal_entries (account_id, kind, key, note)
      select ${id}::uuid, 'day', 'seed-' || n, 'x'
      from generate_series(1, ${JOURNAL_LIMITS.entriesPerAccount - 1}) as n`);
    expect((await put(id, 'day', DAY, { note: 'la última', tags: [] })).statusCode).toBe(200);
    // One answer lists 500 of them, the newest first, and says there are more.
    const page = (await list(id, ana)).json() as JournalListResponse;
    expect(page.data).toHaveLength(JOURNAL_LIMITS.listed);
    expect(page.data[0]!.key).toBe(DAY);
    expect(page.more).toBe(true);
    const over = await put(id, 'trip', TRIP, { note: 'una más', tags: [] });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().error).toBe(MESSAGES.journal.tooManyEntries);
    // An existing entry is still changed, and removing one makes room.
    expect((await put(id, 'day', DAY, { note: 'cambiada', tags: [] })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/accounts/${id}/journal/day/${DAY}`, ana)).statusCode).toBe(
      204,
    );
    expect((await put(id, 'trip', TRIP, { note: 'ahora sí', tags: [] })).statusCode).toBe(200);
  });

  it("tells another user Ana's account does not exist, and changes nothing of it", async () => {
    const id = await account(ana, 'Privada de Ana');
    await put(id, 'trip', TRIP, { note: 'secreto de Ana', tags: ['privado'] });
    const before = await entriesOf(id);

    const attempts = [
      await list(id, bob),
      await put(id, 'trip', TRIP, { note: 'de Bob', tags: [] }, bob),
      await put(id, 'day', DAY, { note: 'de Bob', tags: [] }, bob),
      await put(id, 'trip', TRIP, { note: '', tags: [] }, bob),
      await call('DELETE', `/api/accounts/${id}/journal/trip/${TRIP}`, bob),
      await call('PUT', `/api/accounts/${id}/journal-visibility`, bob, { public: true }),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error).toBe('Cuenta no encontrada');
      expect(res.body).not.toContain('secreto');
    }
    // The same answer as for an account that does not exist at all.
    const none = await list('00000000-0000-4000-8000-000000000000', ana);
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toBe('Cuenta no encontrada');

    expect(await entriesOf(id)).toEqual(before);
    expect((await list(id, ana)).json().public).toBe(false);
    // Visitors get nothing.
    expect((await call('GET', `/api/accounts/${id}/journal`)).statusCode).toBe(401);
  });

  it("lets an admin read and write any account's journal", async () => {
    const id = await account(ana, 'Revisada');
    await put(id, 'day', DAY, { note: 'de Ana', tags: [] });
    const read = await list(id, root);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((e: { note: string }) => e.note)).toEqual(['de Ana']);
    const wrote = await put(id, 'trip', TRIP, { note: 'del admin', tags: ['revisión'] }, root);
    expect(wrote.statusCode, wrote.body).toBe(200);
    const shown = await call('PUT', `/api/accounts/${id}/journal-visibility`, root, {
      public: true,
    });
    expect(shown.json()).toEqual({ public: true });
    expect((await call('DELETE', `/api/accounts/${id}/journal/day/${DAY}`, root)).statusCode).toBe(
      204,
    );
    expect((await entriesOf(id)).map((e) => e.note)).toEqual(['del admin']);
  });

  it('shows visitors only a published journal of a public account (any other: 404, or none)', async () => {
    const hidden = await account(ana, 'Oculta');
    const shown = await account(ana, 'Pública', { isPublic: true });
    const other = await account(bob, 'Pública de Bob', { isPublic: true });
    await put(hidden, 'day', DAY, { note: 'nota de la oculta', tags: [] });
    await put(shown, 'day', DAY, { note: 'nota pública', tags: ['plan'] });
    await put(shown, 'trip', TRIP, { note: 'otra pública', tags: [] });
    await put(other, 'day', DAY, { note: 'nota de Bob', tags: [] }, bob);

    const visit = (id: string, query = '', who?: SignedIn) =>
      call('GET', `/api/public/accounts/${id}/journal${query}`, who);
    const notFound = async (id: string) => {
      for (const who of [undefined, bob]) {
        const res = await visit(id, '', who);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.body).not.toContain('nota');
      }
    };
    /** A public account's journal its owner has not published: said so, and no entry. */
    const unpublished = async (id: string) => {
      for (const who of [undefined, bob]) {
        const res = await visit(id, '?tag=plan', who);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ public: false, data: [], more: false });
      }
    };

    // A private account, even with its journal published, shows nothing.
    await call('PUT', `/api/accounts/${hidden}/journal-visibility`, ana, { public: true });
    await notFound(hidden);
    // A public account whose journal is not published shows no entry.
    await unpublished(shown);

    const published = await call('PUT', `/api/accounts/${shown}/journal-visibility`, ana, {
      public: true,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ public: true });
    const res = await visit(shown);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as JournalListResponse;
    expect(body.public).toBe(true);
    expect(body.data.map((e) => e.note)).toEqual(['otra pública', 'nota pública']);
    expect((await visit(shown, '?tag=plan')).json().data).toHaveLength(1);
    // Bob's own public account, not published, never shows through Ana's or its own.
    expect(res.body).not.toContain('Bob');
    await unpublished(other);

    // Made private again, it is gone.
    await call('PUT', `/api/accounts/${shown}/journal-visibility`, ana, { public: false });
    await unpublished(shown);
    // So is the published journal of an account no longer public.
    await call('PUT', `/api/accounts/${shown}/journal-visibility`, ana, { public: true });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/account/update/${shown}`,
      headers: ana.headers,
      payload: { isPublic: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await notFound(shown);
  });

  it('lists the entries about a window of time: trips opened in it, days around it', async () => {
    const id = await account(ana, 'Diario por fechas');
    const at = Date.UTC(2026, 10, 10, 12);
    for (const [kind, key] of [
      ['trip', `BTC:${at}`],
      ['trip', `ETH:${at + 5 * 86_400_000}`],
      ['day', '2026-11-09'],
      ['day', '2026-11-20'],
    ] as const) {
      expect((await put(id, kind, key, { note: key, tags: [] })).statusCode).toBe(200);
    }
    const keys = async (query: string) =>
      ((await list(id, ana, query)).json() as JournalListResponse).data.map((e) => e.key).sort();
    expect(await keys(`?fromMs=${at}&toMs=${at + 86_400_000}`)).toEqual([
      '2026-11-09',
      `BTC:${at}`,
    ]);
    expect(await keys(`?fromMs=${at + 86_400_000}`)).toEqual([
      '2026-11-20',
      `ETH:${at + 5 * 86_400_000}`,
    ]);
    expect((await list(id, ana, '?fromMs=-1')).statusCode).toBe(400);
  });
});
