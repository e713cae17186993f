import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

/**
 * Issue 15 L1: a CSV export whose query failed had already answered 200 and its header row, then
 * stopped — a truncated file the browser saves as complete. The first chunk is read first now.
 */
describe('CSV export when its query fails', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(() => t.close());

  it('answers an error, not a 200 cut after its header row', async () => {
    // The database failing for real: the table the export reads is not there.
    await t.container.db.execute(sql`alter table trades rename to trades_away`);
    try {
      const res = await t.app.inject({ url: '/api/trade/list/export.csv', headers: ana.headers });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'Internal Server Error', code: 'INTERNAL' });
    } finally {
      await t.container.db.execute(sql`alter table trades_away rename to trades`);
    }
    const ok = await t.app.inject({ url: '/api/trade/list/export.csv', headers: ana.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.split('\r\n')[0]).toMatch(/^id,/);
  });
});
