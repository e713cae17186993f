import { RECEIVER_LOG_STEPS } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiverLogs } from '../../db/schema';
import { exchangeIds } from '../../test/harness';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

const T0 = Date.parse('2026-03-01T00:00:00.000Z');
const SEC = 1000;

describe('receiver logs', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let ana: SignedIn;
  let accountId: string;
  let okParent: string;
  let failedParent: string;

  const call = (url: string, who?: SignedIn) =>
    t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

  async function log(values: Partial<typeof receiverLogs.$inferInsert>): Promise<string> {
    const [row] = await t.container.db
      .insert(receiverLogs)
      .values({ action: 'buy', status: 'success', ...values })
      .returning({ id: receiverLogs.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createIdentityTestApp();
    admin = await t.signIn({ sub: 'root', email: 'root@example.com' });
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    const binance = (await exchangeIds(t)).binance!;
    accountId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/account/create',
        headers: ana.headers,
        payload: { name: 'Ana spot', accountType: 'spot', exchangeId: binance },
      })
    ).json().account.id;

    // A signal that went through every step; durations 10, 20, ... ms; written out of order.
    okParent = await log({
      accountId,
      action: 'buy',
      createdAt: new Date(T0),
      metadata: { symbol: 'BTCUSDT' },
    });
    const steps = [...RECEIVER_LOG_STEPS].reverse();
    for (const [i, action] of steps.entries()) {
      const place = RECEIVER_LOG_STEPS.indexOf(action);
      await log({
        parentId: okParent,
        accountId,
        action,
        durationMs: (place + 1) * 10,
        createdAt: new Date(T0 + SEC),
        message: `step ${i}`,
        metadata:
          action === 'CLIENT_CREATION'
            ? {
                apiKey: 'AKIA-123',
                exchange: 'binance',
                nested: {
                  secretKey: 's3cr3t',
                  list: [{ password: 'pw', ok: 1 }],
                  webhook_token: 'tk',
                },
                headers: { 'X-Pulso-Signature': 'sig', authorization: 'Bearer x' },
              }
            : {},
      });
    }
    // A failed signal: VALIDATION 30 ms, CLIENT_CREATION failed after 50 ms.
    failedParent = await log({
      accountId,
      action: 'sell',
      status: 'failed',
      createdAt: new Date(T0 + 60 * SEC),
    });
    await log({
      parentId: failedParent,
      accountId,
      action: 'VALIDATION',
      durationMs: 30,
      createdAt: new Date(T0 + 61 * SEC),
    });
    await log({
      parentId: failedParent,
      accountId,
      action: 'CLIENT_CREATION',
      status: 'failed',
      durationMs: 50,
      message: 'binance: invalid api key',
      createdAt: new Date(T0 + 62 * SEC),
    });
    // A signal still pending, another day, no account.
    await log({ action: 'buy', status: 'pending', createdAt: new Date(T0 + 86_400 * SEC) });
  });
  afterAll(() => t.close());

  it('is for admins only', async () => {
    for (const url of [
      '/api/receiver-log/list',
      '/api/receiver-log/statistics',
      `/api/receiver-log/parent/${okParent}`,
      `/api/receiver-log/${okParent}`,
    ]) {
      expect((await call(url)).statusCode).toBe(401);
      expect((await call(url, ana)).statusCode).toBe(403);
      expect((await call(url, admin)).statusCode).toBe(200);
    }
  });

  it('lists parents newest first with their child count, filtered', async () => {
    const res = await call('/api/receiver-log/list', admin);
    const { data, pagination } = res.json();
    expect(pagination).toEqual({ page: 1, totalPages: 1, total: 3, limit: 25 });
    expect(data.map((d: { childCount: number }) => d.childCount)).toEqual([0, 2, 7]);
    expect(data[1]).toMatchObject({
      id: failedParent,
      parentId: null,
      accountId,
      accountName: 'Ana spot',
      action: 'sell',
      status: 'failed',
    });
    expect(data[1].metadata).toBeUndefined();
    const q = (query: string) =>
      call(`/api/receiver-log/list?${query}`, admin).then((r) => r.json());
    expect((await q('status=failed')).data.map((d: { id: string }) => d.id)).toEqual([
      failedParent,
    ]);
    expect((await q(`accountId=${accountId}`)).pagination.total).toBe(2);
    // A step's action finds the signals that ran it.
    expect((await q('action=BORROW')).data.map((d: { id: string }) => d.id)).toEqual([okParent]);
    expect((await q('action=sell')).data.map((d: { id: string }) => d.id)).toEqual([failedParent]);
    expect(
      (
        await q(
          `startDate=${new Date(T0 + 30 * SEC).toISOString()}&endDate=${new Date(T0 + 3600 * SEC).toISOString()}`,
        )
      ).data.map((d: { id: string }) => d.id),
    ).toEqual([failedParent]);
    expect((await q('page=2&limit=2')).data.map((d: { id: string }) => d.id)).toEqual([okParent]);
    expect((await call('/api/receiver-log/list?status=nope', admin)).statusCode).toBe(400);
  });

  it('gives a parent’s children in step order', async () => {
    const res = await call(`/api/receiver-log/parent/${okParent}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().parent.id).toBe(okParent);
    expect(res.json().data.map((d: { action: string }) => d.action)).toEqual([
      ...RECEIVER_LOG_STEPS,
    ]);
    expect(res.json().data[0]).toMatchObject({
      parentId: okParent,
      durationMs: 10,
      status: 'success',
    });
    expect(
      (await call('/api/receiver-log/parent/00000000-0000-4000-8000-000000000000', admin))
        .statusCode,
    ).toBe(404);
  });

  it('shows one log’s full metadata with secrets redacted', async () => {
    const { data } = (await call(`/api/receiver-log/parent/${okParent}`, admin)).json();
    const client = data.find((d: { action: string }) => d.action === 'CLIENT_CREATION');
    const res = await call(`/api/receiver-log/${client.id}`, admin);
    expect(res.json().metadata).toEqual({
      apiKey: '[REDACTED]',
      exchange: 'binance',
      nested: {
        secretKey: '[REDACTED]',
        list: [{ password: '[REDACTED]', ok: 1 }],
        webhook_token: '[REDACTED]',
      },
      headers: { 'X-Pulso-Signature': '[REDACTED]', authorization: '[REDACTED]' },
    });
    for (const secret of ['AKIA-123', 's3cr3t', 'Bearer x']) expect(res.body).not.toContain(secret);
    expect((await call(`/api/receiver-log/${okParent}`, admin)).json().metadata).toEqual({
      symbol: 'BTCUSDT',
    });
    expect(
      (await call('/api/receiver-log/00000000-0000-4000-8000-000000000000', admin)).statusCode,
    ).toBe(404);
  });

  it('computes statistics in SQL: counts, success rate, p50/p95 per step', async () => {
    const stats = (await call('/api/receiver-log/statistics', admin)).json();
    expect(stats.total).toBe(3);
    expect(stats.byStatus).toEqual({ success: 1, failed: 1, pending: 1 });
    // 1 success of 2 finished signals (the pending one has not finished).
    expect(stats.successRate).toBe(50);
    expect(stats.byAction.map((a: { action: string }) => a.action)).toEqual([
      ...RECEIVER_LOG_STEPS,
    ]);
    // VALIDATION: durations 10 and 30 → p50 = 20; p95 = 10 + 0.95 × 20 = 29.
    expect(stats.byAction[0]).toEqual({
      action: 'VALIDATION',
      total: 2,
      success: 2,
      failed: 0,
      p50Ms: 20,
      p95Ms: 29,
    });
    // CLIENT_CREATION: 20 and 50 → p50 = 35; p95 = 20 + 0.95 × 30 = 48.5.
    expect(stats.byAction[1]).toEqual({
      action: 'CLIENT_CREATION',
      total: 2,
      success: 1,
      failed: 1,
      p50Ms: 35,
      p95Ms: 48.5,
    });
    expect(stats.byAction[6]).toEqual({
      action: 'POST_PROCESSING',
      total: 1,
      success: 1,
      failed: 0,
      p50Ms: 70,
      p95Ms: 70,
    });

    const ranged = (
      await call(
        `/api/receiver-log/statistics?startDate=${new Date(T0 + 30 * SEC).toISOString()}&endDate=${new Date(T0 + 3600 * SEC).toISOString()}`,
        admin,
      )
    ).json();
    expect(ranged).toEqual({
      total: 1,
      byStatus: { failed: 1 },
      successRate: 0,
      byAction: [
        { action: 'VALIDATION', total: 1, success: 1, failed: 0, p50Ms: 30, p95Ms: 30 },
        { action: 'CLIENT_CREATION', total: 1, success: 0, failed: 1, p50Ms: 50, p95Ms: 50 },
      ],
    });
    const empty = (
      await call(
        '/api/receiver-log/statistics?accountId=00000000-0000-4000-8000-000000000000',
        admin,
      )
    ).json();
    expect(empty).toEqual({ total: 0, byStatus: {}, successRate: null, byAction: [] });
  });
});
