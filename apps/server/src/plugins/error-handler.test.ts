import { AppError } from '@pulso/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { settings } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

const HASH = '$scrypt$ln=15,r=8,p=1$c2FsdHNhbHQ$a2V5LW5ldmVyLWluLWxvZ3M';
let t: TestApp;

/** Routes that fail in each of the ways the handler must answer. */
const failing: FastifyPluginAsyncZod = async (app) => {
  app.get('/app-error', { config: { access: 'public' } }, async () => {
    throw new AppError('CONFLICT', 'Exchange in use', [{ path: ['id'], message: 'has accounts' }]);
  });
  app.get('/crash', { config: { access: 'public' } }, async () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
  app.post(
    '/echo',
    {
      config: { access: 'public' },
      schema: { body: z.object({ name: z.string().min(2), count: z.number().int() }) },
    },
    async (request) => request.body,
  );
  // A failed write whose parameters include a password hash, as a register with a NUL byte did.
  app.get('/nul-write', { config: { access: 'public' } }, async () => {
    await t.container.db
      .insert(settings)
      .values({ key: 'name\u0000', value: { passwordHash: HASH } });
  });
  app.get('/null-write', { config: { access: 'public' } }, async () => {
    await t.container.db.execute(
      sql`insert into settings (key, value) values (${null}, ${JSON.stringify({ passwordHash: HASH })}::jsonb)`,
    );
  });
};

describe('error handler', () => {
  beforeAll(async () => {
    t = await createTestApp({ testRoutes: failing });
  });
  afterAll(() => t.close());

  it('maps an AppError to its status with the error, code and issues', async () => {
    const res = await t.app.inject('/api/test/app-error');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Exchange in use',
      code: 'CONFLICT',
      issues: [{ path: ['id'], message: 'has accounts' }],
    });
  });

  it('answers 500 with nothing of the internals, and logs them', async () => {
    const res = await t.app.inject('/api/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', code: 'INTERNAL' });
    expect(res.body).not.toContain('hunter2');
    expect(t.logs.join('')).toContain('request failed');
  });

  it('logs a failed query by its SQLSTATE and statement, never its parameters or row', async () => {
    const before = t.logs.length;
    const res = await t.app.inject('/api/test/null-write');
    expect(res.statusCode).toBe(500);
    const logged = t.logs.slice(before).join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('database error 23502 in insert settings');
    expect(logged).toContain('"column":"key"');
    expect(logged).not.toContain('a2V5LW5ldmVyLWluLWxvZ3M');
    expect(logged).not.toContain('Failing row');
    expect(logged).not.toContain('values (');
  });

  it('answers a value the database cannot store with 400, logged without its parameters', async () => {
    const before = t.logs.length;
    const res = await t.app.inject('/api/test/nul-write');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Algún valor enviado no es válido', code: 'BAD_REQUEST' });
    const logged = t.logs.slice(before).join('');
    expect(logged).toContain('22021');
    expect(logged).not.toContain('a2V5LW5ldmVyLWluLWxvZ3M');
  });

  it('answers a schema violation with 400, VALIDATION and the issues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x', count: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.issues.map((i: { path: string[] }) => i.path.join('.'))).toEqual([
      'body.name',
      'body.count',
    ]);
    // The first issue's own message, without the field: the field stays in issues[].path.
    expect(body.error).toBe(body.issues[0].message);
    expect(body.error).not.toMatch(/^name/);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024), count: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject('/api/does-not-exist?x=1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'Route GET /api/does-not-exist not found',
      code: 'NOT_FOUND',
    });
  });

  it('echoes the caller’s request id, or makes one', async () => {
    const given = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject('/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
