import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

describe('response serializer', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  let reads = 0;
  /** An answer whose field counts how often it is read (checked and written). */
  const counted = () => ({
    get name() {
      reads += 1;
      return 'Cuenta';
    },
  });
  const shared = Object.freeze(counted());
  const response = { 200: z.object({ name: z.string() }) };

  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializer);
    app.get('/shared', { schema: { response } }, async () => shared);
    app.get('/fresh', { schema: { response } }, async () => counted());
    app.get('/other-route', { schema: { response } }, async () => shared);
    app.get(
      '/invalid',
      { schema: { response } }, // Deliberately wrong: the schema must still catch it.
      async () => Object.freeze({ name: 42 }) as unknown as { name: string },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes a frozen (shared, cached) answer once per route, and a fresh one every time', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/shared' });
      expect(res.json()).toEqual({ name: 'Cuenta' });
    }
    expect(reads).toBe(1);
    await app.inject({ url: '/other-route' });
    expect(reads).toBe(2);
    reads = 0;
    for (let i = 0; i < 3; i++) await app.inject({ url: '/fresh' });
    expect(reads).toBe(3);
  });

  it("still checks a frozen answer against the route's schema", async () => {
    expect((await app.inject({ url: '/invalid' })).statusCode).toBe(500);
  });
});
