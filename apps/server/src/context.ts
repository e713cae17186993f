import { createLocalJWKSet } from 'jose';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { ActivityRepository } from './modules/activity-logs/activity.repository';
import { ActivityService } from './modules/activity-logs/activity.service';
import { IdTokenVerifier } from './modules/auth/id-token';
import { SessionTokens } from './modules/auth/session-tokens';
import { loadSigningKeys, type SigningKeys } from './modules/oidc/keys';
import { loadMasterKey, Sealer } from './lib/sealer';
import { ExchangesRepository } from './modules/exchanges/exchanges.repository';
import { PackagesRepository } from './modules/packages/packages.repository';
import { RolesRepository } from './modules/roles/roles.repository';
import { SettingsRepository } from './modules/settings/settings.repository';

/** What every feature module is built from: configuration, the database and shared services. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  settings: SettingsRepository;
  activity: ActivityService;
  sessions: SessionTokens;
  idTokens: IdTokenVerifier;
  /** The embedded identity provider's keys; undefined when an external issuer is configured. */
  idpKeys: SigningKeys | undefined;
  /** Seals and unseals exchange credentials and webhook secrets under the master key. */
  sealer: Sealer;
}

export async function createContext(
  config: Config,
  database: Database,
  warn: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): Promise<AppContext> {
  const settings = new SettingsRepository(database.db);
  const sealer = new Sealer(await loadMasterKey(config.masterKey, config.dataDir, warn));
  // Sealed data is unreadable under another key: refuse to start rather than fail later.
  const fingerprint = await settings.getOrCreate('crypto.masterKeyFingerprint', () =>
    sealer.fingerprint(),
  );
  if (fingerprint !== sealer.fingerprint()) {
    throw new Error(
      'The master key is not the one this database was set up with (MASTER_KEY or DATA_DIR/master.key)',
    );
  }
  const { issuer, clientId, externalIssuer } = config.oidc;
  const idpKeys = externalIssuer ? undefined : await loadSigningKeys(settings);
  // What the product needs from its first start: roles, exchanges, a default plan.
  await new RolesRepository(database.db).ensureDefaults();
  await new ExchangesRepository(database.db).ensureDefaults();
  await new PackagesRepository(database.db).ensureDefault();
  return {
    config,
    database,
    db: database.db,
    settings,
    activity: new ActivityService(new ActivityRepository(database.db)),
    sessions: await SessionTokens.load(settings, config.sessionTtlSeconds),
    idTokens: idpKeys
      ? new IdTokenVerifier(issuer, clientId, createLocalJWKSet(idpKeys.publicJwks))
      : IdTokenVerifier.forRemoteIssuer(issuer, clientId),
    idpKeys,
    sealer,
  };
}
