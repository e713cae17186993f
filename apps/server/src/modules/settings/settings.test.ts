import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/harness';
import { SettingsRepository } from './settings.repository';

describe(`settings (${process.env.TEST_DB ?? 'pglite'})`, () => {
  let database: Database;
  let settings: SettingsRepository;
  beforeAll(async () => {
    database = await createTestDatabase();
    settings = new SettingsRepository(database.db);
  });
  afterAll(() => database.close());

  it('stores, overwrites and reads settings', async () => {
    expect(await settings.get('missing')).toBeUndefined();
    await settings.set('a', { x: 1 });
    await settings.set('a', { x: 2 });
    expect(await settings.get('a')).toEqual({ x: 2 });
  });

  it('getOrCreate keeps the first value', async () => {
    expect(await settings.getOrCreate('id', () => 'first')).toBe('first');
    expect(await settings.getOrCreate('id', () => 'second')).toBe('first');
  });
});
