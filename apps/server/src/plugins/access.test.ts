import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/harness';

describe('access levels', () => {
  it('refuses a visitor before validating the body', async () => {
    const t = await createTestApp({
      testRoutes: async (app) => {
        app.post(
          '/guarded',
          { config: { access: 'user' }, schema: { body: z.object({ n: z.number() }) } },
          async () => ({}),
        );
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/guarded',
      payload: { n: 'not a number' },
    });
    expect(res.statusCode).toBe(401);
    await t.close();
  });

  it('a route under /api without an access level stops start-up', async () => {
    await expect(
      createTestApp({
        testRoutes: async (app) => {
          app.get('/forgotten', async () => ({ oops: true }));
        },
      }),
    ).rejects.toThrow('Route GET /api/test/forgotten declares no access level');
  });
});
