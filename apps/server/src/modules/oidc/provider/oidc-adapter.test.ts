import type { AdapterFactory } from 'oidc-provider';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { oidcPayloads } from '../../../db/schema';
import { createTestDatabase } from '../../../test/harness';
import { createDatabaseAdapter } from './oidc-adapter';
import { OidcPayloadsRepository } from './oidc-payloads.repository';

describe('oidc-provider adapter over oidc_payloads', () => {
  let database: Database;
  let adapter: AdapterFactory;
  let clock: number;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database.db.delete(oidcPayloads);
    clock = Date.parse('2026-03-01T12:00:00Z');
    adapter = createDatabaseAdapter(new OidcPayloadsRepository(database.db), {
      now: () => clock,
      sweepEveryMs: 60_000,
    });
  });

  it('stores a payload and finds it again, per model', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a1', grantId: 'g1', scope: 'openid' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a1', grantId: 'g1', scope: 'openid' });
    expect(await adapter('AccessToken').find('c1')).toBeUndefined();
    expect(await codes.find('nope')).toBeUndefined();
  });

  it('honours expiresIn: found until it expires, gone after', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a1' }, 60);
    clock += 59_000;
    expect(await codes.find('c1')).toBeDefined();
    clock += 1_000;
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('keeps a payload without expiresIn for good', async () => {
    await adapter('Client').upsert('x', { client_id: 'x' });
    clock += 365 * 24 * 3600_000;
    expect(await adapter('Client').find('x')).toEqual({ client_id: 'x' });
  });

  it('consume marks it used (epoch seconds); an upsert replaces it whole', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a1' }, 60);
    await codes.consume('c1');
    expect(await codes.find('c1')).toEqual({ accountId: 'a1', consumed: clock / 1000 });
    await codes.upsert('c1', { accountId: 'a2' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a2' });
  });

  it('finds a session by its uid and a device code by its user code', async () => {
    await adapter('Session').upsert('s1', { uid: 'u-123', accountId: 'a1' }, 3600);
    expect(await adapter('Session').findByUid('u-123')).toMatchObject({ accountId: 'a1' });
    expect(await adapter('Session').findByUid('u-999')).toBeUndefined();
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH', grantId: 'g' }, 600);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ grantId: 'g' });
    clock += 601_000;
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toBeUndefined();
  });

  it('destroys one entry', async () => {
    const tokens = adapter('AccessToken');
    await tokens.upsert('t1', { grantId: 'g1' }, 3600);
    await tokens.upsert('t2', { grantId: 'g1' }, 3600);
    await tokens.destroy('t1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeDefined();
  });

  it('revokes every entry of a grant for that model, and nothing else', async () => {
    const tokens = adapter('AccessToken');
    const codes = adapter('AuthorizationCode');
    await tokens.upsert('t1', { grantId: 'g1' }, 3600);
    await tokens.upsert('t2', { grantId: 'g1' }, 3600);
    await tokens.upsert('t3', { grantId: 'g2' }, 3600);
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await tokens.find('t3')).toBeDefined();
    expect(await codes.find('c1')).toBeDefined();
  });

  it('sweeps expired rows out of the table on a later write', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('old', { accountId: 'a1' }, 10);
    clock += 61_000;
    await codes.upsert('new', { accountId: 'a2' }, 60);
    const rows = await database.db.select({ id: oidcPayloads.id }).from(oidcPayloads);
    expect(rows.map((r) => r.id)).toEqual(['new']);
  });

  it('claims a one-time key once until it expires', async () => {
    const repo = new OidcPayloadsRepository(database.db);
    const now = new Date(clock);
    const until = new Date(clock + 90_000);
    expect(await repo.claimOnce('TotpStep', 'a:1', now, until)).toBe(true);
    expect(await repo.claimOnce('TotpStep', 'a:1', now, until)).toBe(false);
    expect(await repo.claimOnce('TotpStep', 'a:2', now, until)).toBe(true);
    expect(await repo.claimOnce('TotpStep', 'a:1', until, new Date(clock + 180_000))).toBe(true);
  });
});
