import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CHANNEL_KINDS } from '@pulso/domain';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';

// Issue 35: the admin chooses which kinds of channel users may add.
describe('offered channel kinds', () => {
  let t: IdentityTestApp;
  let admin: SignedIn;
  let bob: SignedIn;
  beforeAll(async () => {
    t = await createIdentityTestApp({ NOTIFICATIONS_ALLOW_PRIVATE_URLS: 'true' });
    admin = await t.signIn({ sub: 'admin', email: 'admin@example.com' });
    bob = await t.signIn({ sub: 'bob', email: 'bob@example.com' });
  });
  afterAll(() => t.close());

  const offered = async (who: SignedIn) =>
    (await t.app.inject({ url: '/api/notification/offered', headers: who.headers })).json();
  const setOffered = (who: SignedIn, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/notification/offered',
      headers: who.headers,
      payload: payload as Record<string, unknown>,
    });
  const create = (kind: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/notification/channel/create',
      headers: bob.headers,
      payload: { kind, name: kind, url: 'http://127.0.0.1:9/hook' },
    });

  it('every kind until the admin chooses; then only those are added, the rest refused with why', async () => {
    expect(await offered(bob)).toEqual({ kinds: [...NOTIFICATION_CHANNEL_KINDS] });
    expect((await setOffered(bob, { kinds: ['discord'] })).statusCode).toBe(403);
    for (const bad of [{ kinds: ['fax'] }, { kinds: ['discord', 'discord'] }, { kinds: 'x' }, {}]) {
      expect((await setOffered(admin, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const set = await setOffered(admin, { kinds: ['slack', 'discord'] });
    expect(set.statusCode, set.body).toBe(200);
    // Answered in the product's order, whatever the order asked.
    expect(set.json()).toEqual({ kinds: ['discord', 'slack'] });
    expect(await offered(bob)).toEqual({ kinds: ['discord', 'slack'] });

    expect((await create('discord')).statusCode).toBe(201);
    const refused = await create('ntfy');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('ntfy no está disponible en esta instancia');
    const list = await t.app.inject({
      url: '/api/notification/channel/list',
      headers: bob.headers,
    });
    expect(list.json().map((c: { kind: string }) => c.kind)).toEqual(['discord']);

    // Nothing offered: nobody adds a channel (the ones there keep working).
    expect((await setOffered(admin, { kinds: [] })).json()).toEqual({ kinds: [] });
    expect((await create('discord')).statusCode).toBe(400);
    expect((await setOffered(admin, { kinds: [...NOTIFICATION_CHANNEL_KINDS] })).statusCode).toBe(
      200,
    );
  });
});
