import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppWithContainer } from '../../app';
import { createTestDatabase, createTestApp, testConfig, type TestApp } from '../../test/harness';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { SettingsRepository } from './settings.repository';

const SECRET_KEYS = ['session.secret', 'oidc.jwks', 'oidc.cookieKeys'];

async function storedSecrets(database: Database): Promise<Record<string, unknown>> {
  const rows = await database.db.select().from(settings);
  return Object.fromEntries(
    rows.filter((r) => SECRET_KEYS.includes(r.key)).map((r) => [r.key, r.value]),
  );
}

describe('keys in the settings table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // the embedded provider: all three keys
  });
  afterAll(() => t.close());

  it('are stored sealed under the master key, never in clear', async () => {
    const stored = await storedSecrets(t.database);
    expect(Object.keys(stored).sort()).toEqual([...SECRET_KEYS].sort());
    for (const value of Object.values(stored)) {
      expect(value).toEqual({ sealed: expect.stringMatching(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/) });
    }
    // What they hold, unsealed, is what the app uses.
    const jwks = await t.container.secrets.get<{ keys: { d?: string; kid: string }[] }>(
      'oidc.jwks',
    );
    expect(jwks!.keys[0]!.d).toBeTruthy();
    expect(jwks!.keys[0]!.kid).toBe(t.container.idpKeys!.publicJwks.keys[0]!.kid);
    expect(JSON.stringify(stored)).not.toContain(jwks!.keys[0]!.d);
  });
});

describe('an install from before sealing', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('keeps its keys and sessions, and seals the clear values on its first start', async () => {
    // What an older version left: the three keys in clear.
    const plain = new SettingsRepository(database.db);
    const sessionSecret = randomBytes(32).toString('base64url');
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'old-key', alg: 'RS256', use: 'sig' };
    const cookieKeys = [randomBytes(32).toString('base64url')];
    await plain.set('session.secret', sessionSecret);
    await plain.set('oidc.jwks', { keys: [jwk] });
    await plain.set('oidc.cookieKeys', cookieKeys);

    const first = await buildAppWithContainer({ config: testConfig(), database, logger: false });
    expect(first.container.idpKeys!.publicJwks.keys[0]!.kid).toBe('old-key');
    const stored = await storedSecrets(database);
    expect(JSON.stringify(stored)).not.toContain(sessionSecret);
    expect(JSON.stringify(stored)).not.toContain(jwk.d);
    expect(JSON.stringify(stored)).not.toContain(cookieKeys[0]);
    for (const value of Object.values(stored)) expect(value).toHaveProperty('sealed');
    const { token } = await first.container.auth.sessions.sign(
      '00000000-0000-4000-8000-000000000000',
      0,
    );
    await first.app.close();

    // The next start reads the sealed values: same keys, so earlier sessions stay valid.
    const second = await buildAppWithContainer({ config: testConfig(), database, logger: false });
    expect(second.container.idpKeys!.publicJwks.keys[0]!.kid).toBe('old-key');
    expect(await second.container.auth.sessions.verify(token)).toMatchObject({ epoch: 0 });
    expect(await second.container.secrets.get('oidc.cookieKeys')).toEqual(cookieKeys);
    await second.app.close();
  });
});
