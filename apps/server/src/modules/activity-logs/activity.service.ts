import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { ActivityFilter, ActivityRepository, ActivityScope } from './activity.repository';

export interface ActivityEntry {
  scope: ActivityScope;
  action: string;
  entityType: string;
  entityId?: string | null | undefined;
  details?: Record<string, unknown>;
  /** Who did it and from where; the system when absent. */
  actor?: Actor;
}

/** Records one change of a user's own entity (its type fixed), inside the change's transaction. */
export type UserChangeRecorder = (
  action: string,
  entityId: string,
  details: object,
  actor: Actor,
  tx: Db,
) => Promise<void>;

/**
 * Every feature records what users and the system did through this one service (sign-ins, user
 * and role changes, tokens, accounts, lists, copy trades, deployments). Pass the transaction of
 * the change it describes, so the log and the change land together.
 */
export class ActivityService {
  constructor(private readonly repository: ActivityRepository) {}

  /** The recorder of the acting user's changes to one type of entity (accounts, lists…). */
  userChanges(entityType: string): UserChangeRecorder {
    return (action, entityId, details, actor, tx) =>
      this.record(
        { scope: 'user', action, entityType, entityId, details: { ...details }, actor },
        tx,
      );
  }

  /** A page of the log, newest first (the admin's activity log). */
  page(filter: ActivityFilter, page: number, limit: number) {
    return this.repository.page(filter, page, limit);
  }

  async record(entry: ActivityEntry, tx?: Db): Promise<void> {
    await this.recordMany([entry], tx);
  }

  /** Many entries in one statement (a batch of processed signals). */
  async recordMany(entries: readonly ActivityEntry[], tx?: Db): Promise<void> {
    await this.repository.insert(
      entries.map((entry) => ({
        scope: entry.scope,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId ?? null,
        details: entry.details ?? {},
        actorId: entry.actor?.user?.id ?? null,
        actorEmail: entry.actor?.user?.email ?? null,
        ip: entry.actor?.ip ?? null,
      })),
      tx,
    );
  }
}
