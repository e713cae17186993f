import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from './test/harness';

describe('health and documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers 200 with the database kind', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { kind: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', ok: true },
    });
  });

  it('publishes OpenAPI 3 at /api/docs/json and a UI at /api/docs', async () => {
    const spec = await t.app.inject('/api/docs/json');
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json().paths)).toContain('/api/health');
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('health when the database is gone', () => {
  it('answers 503 and says so', async () => {
    const database = await createTestDatabase();
    const t = await createTestApp({ database });
    await database.close();
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });
    expect(t.logs.join('')).toContain('the database does not answer');
    await t.app.close();
  });
});

describe('graceful close', () => {
  it('finishes the request in flight and refuses new ones', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const t = await createTestApp({
      testRoutes: async (app) => {
        app.get('/slow', { config: { access: 'public' } }, async () => {
          await gate;
          return { finished: true };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 50));

    // New connections are refused once closing has begun.
    const refused = http.get(`http://127.0.0.1:${port}/api/health`);
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');

    release();
    expect(await inFlight).toEqual({ status: 200, body: { finished: true } });
    await closing;
  });
});
