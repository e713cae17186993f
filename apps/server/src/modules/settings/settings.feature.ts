import type { AppContext } from '../../context';
import type { Sealer } from '../../lib/sealer';
import { SecretSettings } from './secret-settings';
import { SettingsRepository } from './settings.repository';

/**
 * Key/value settings, and those that are keys (sealed under the master key). Sealed data is
 * unreadable under another key: a database set up with another master key refuses to start here
 * rather than fail later.
 */
/** Plain settings, for what is not a secret (the instance's id). */
export interface Settings {
  get<T>(key: string): Promise<T | undefined>;
  getOrCreate<T>(key: string, create: () => T): Promise<T>;
  set(key: string, value: unknown): Promise<void>;
}

export async function createSettingsFeature(ctx: AppContext, deps: { sealer: Sealer }) {
  const settings = new SettingsRepository(ctx.db);
  const fingerprint = await settings.getOrCreate('crypto.masterKeyFingerprint', () =>
    deps.sealer.fingerprint(),
  );
  if (fingerprint !== deps.sealer.fingerprint()) {
    throw new Error(
      'The master key is not the one this database was set up with (MASTER_KEY or DATA_DIR/master.key)',
    );
  }
  const plain: Settings = settings;
  return { settings: plain, secrets: new SecretSettings(settings, deps.sealer) };
}
