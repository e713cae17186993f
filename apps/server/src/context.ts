import { createLocalJWKSet } from 'jose';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { ActivityRepository } from './modules/activity-logs/activity.repository';
import { ActivityService } from './modules/activity-logs/activity.service';
import { IdTokenVerifier } from './modules/auth/id-token';
import { SessionTokens } from './modules/auth/session-tokens';
import { loadSigningKeys, type SigningKeys } from './modules/oidc/keys';
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
}

export async function createContext(config: Config, database: Database): Promise<AppContext> {
  const settings = new SettingsRepository(database.db);
  const { issuer, clientId, externalIssuer } = config.oidc;
  const idpKeys = externalIssuer ? undefined : await loadSigningKeys(settings);
  await new RolesRepository(database.db).ensureDefaults();
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
  };
}
