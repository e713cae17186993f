import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signals } from '../../db/schema';
import { createSharedDatabases } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import { createAccount } from '../signals/testing';

/**
 * Issue 34 R16: the per-account alert limit was counted in each instance's memory, so two
 * instances admitted twice the maximum (951 in 6.7 s against 600). It is counted in PostgreSQL.
 */
describe(`the per-account alert limit holds across instances (R16, ${process.env.TEST_DB ?? 'pglite'})`, () => {
  const MAX = 10;
  let shared: Awaited<ReturnType<typeof createSharedDatabases>>;
  let a: IdentityTestApp;
  let b: IdentityTestApp;
  let ana: SignedIn;
  let n = 0;

  beforeAll(async () => {
    shared = await createSharedDatabases();
    a = await createIdentityTestApp({ RATE_LIMIT_MAX: String(MAX) }, undefined, shared.first);
    b = await createIdentityTestApp({ RATE_LIMIT_MAX: String(MAX) }, undefined, shared.second);
    ana = await a.signIn({ sub: 'ana', email: 'ana@example.com' });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await shared.close();
  });

  async function webhookOf(name: string) {
    const id = await createAccount(a, ana, name);
    const rotated = await a.app.inject({
      method: 'POST',
      url: `/api/account/${id}/webhook-secret`,
      headers: ana.headers,
    });
    return { id, secret: (rotated.json() as { secret: string }).secret };
  }
  const deliver = (via: IdentityTestApp, account: { id: string; secret: string }) =>
    via.app.inject({
      method: 'POST',
      url: `/api/trade-receiver/${account.id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        symbol: 'BTCUSDT',
        exchange: 'BINANCE',
        time: new Date().toISOString(),
        action: 'buy',
        contracts: 0.01,
        order_id: `instances-${++n}`,
        close: 50_000,
        secret: account.secret,
      }),
    });
  const stored = async (id: string) =>
    (await a.container.db.select().from(signals).where(eq(signals.accountId, id))).length;
  /** The count is per minute of PostgreSQL's clock: never start a burst in a minute's last 10 s. */
  async function awayFromMinuteEnd() {
    const [row] = await queryRows<{ s: number }>(
      a.container.db,
      sql`select extract(second from statement_timestamp())::float8 as s`,
    );
    if (row!.s >= 50) await new Promise((r) => setTimeout(r, (60.5 - row!.s) * 1000));
  }

  it('deliveries alternating between two instances: the maximum in all, not the maximum each', async () => {
    const account = await webhookOf('Ana alterna');
    await awayFromMinuteEnd();
    const codes: number[] = [];
    for (let i = 0; i < 2 * MAX; i++)
      codes.push((await deliver(i % 2 ? b : a, account)).statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(MAX);
    expect(codes.slice(0, MAX)).toEqual(Array<number>(MAX).fill(202));
    expect(new Set(codes.slice(MAX))).toEqual(new Set([429]));
    const over = await deliver(b, account);
    expect(over.json().error).toBe(`Demasiadas señales para esta cuenta: máximo ${MAX} por minuto`);
    expect(await stored(account.id)).toBe(MAX);
    // A delivery refused at the limit leaves the count as it was.
    const [window] = await queryRows<{ count: number }>(
      b.container.db,
      sql`select count from webhook_windows where account_id = ${account.id}`,
    );
    expect(window!.count).toBe(MAX);
  });

  it('a concurrent burst through both instances admits exactly the maximum', async () => {
    const account = await webhookOf('Ana ráfaga');
    const calm = await webhookOf('Ana tranquila');
    await awayFromMinuteEnd();
    const answers = await Promise.all(
      Array.from({ length: 3 * MAX }, (_, i) => deliver(i % 2 ? b : a, account)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(MAX);
    expect(codes.filter((c) => c === 429)).toHaveLength(2 * MAX);
    expect(await stored(account.id)).toBe(MAX);
    // Another account of the same owner counts on its own.
    expect((await deliver(b, calm)).statusCode).toBe(202);
  });
});
