import type { Sealer } from '../../lib/sealer';
import type { SettingsRepository } from './settings.repository';

interface SealedValue {
  sealed: string;
}

const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { sealed?: unknown }).sealed === 'string' &&
  Object.keys(value).length === 1;

/**
 * Settings that are secrets (the session signing key, the identity provider's private keys and
 * cookie keys): stored as `{ sealed }` under the master key, like exchange credentials, so a
 * database dump or backup does not hold them. A value an older version stored in clear is read
 * once and sealed in place, so existing installs keep their sessions and keys.
 */
export class SecretSettings {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly sealer: Sealer,
  ) {}

  async get<T>(key: string): Promise<T | undefined> {
    const stored = await this.settings.get<unknown>(key);
    return stored === undefined ? undefined : this.open<T>(key, stored);
  }

  /** Stores `create()` only if the key is absent (another instance may win); answers the value. */
  async getOrCreate<T>(key: string, create: () => T): Promise<T> {
    const existing = await this.get<T>(key);
    if (existing !== undefined) return existing;
    const stored = await this.settings.getOrCreate<unknown>(key, () => this.seal(create()));
    return this.open<T>(key, stored);
  }

  /** Stores a value sealed (replacing any). */
  async set(key: string, value: unknown): Promise<void> {
    await this.settings.set(key, this.seal(value));
  }

  async delete(key: string): Promise<void> {
    await this.settings.delete(key);
  }

  private seal(value: unknown): SealedValue {
    return { sealed: this.sealer.seal(JSON.stringify(value)) };
  }

  private async open<T>(key: string, stored: unknown): Promise<T> {
    if (isSealed(stored)) return JSON.parse(this.sealer.unseal(stored.sealed)) as T;
    await this.settings.set(key, this.seal(stored));
    return stored as T;
  }
}
