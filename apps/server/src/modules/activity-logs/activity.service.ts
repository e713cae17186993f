import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/access';
import type { ActivityRepository, ActivityScope } from './activity.repository';

export interface ActivityEntry {
  scope: ActivityScope;
  action: string;
  entityType: string;
  entityId?: string | null | undefined;
  details?: Record<string, unknown>;
  /** Defaults to the request's user and IP when a request is given. */
  actor?: Pick<AuthUser, 'id' | 'email'> | null;
  request?: FastifyRequest;
}

/** Records one change of a user's own entity (its type fixed), inside the change's transaction. */
export type UserChangeRecorder = (
  action: string,
  entityId: string,
  details: object,
  request: FastifyRequest,
  tx: Db,
) => Promise<void>;

/**
 * Every feature records what users and the system did through this one service (sign-ins, user
 * and role changes, tokens, accounts, lists, copy trades, deployments). Pass the transaction of
 * the change it describes, so the log and the change land together.
 */
export class ActivityService {
  constructor(private readonly repository: ActivityRepository) {}

  /** The recorder of the requesting user's changes to one type of entity (accounts, lists…). */
  userChanges(entityType: string): UserChangeRecorder {
    return (action, entityId, details, request, tx) =>
      this.record(
        { scope: 'user', action, entityType, entityId, details: { ...details }, request },
        tx,
      );
  }

  async record(entry: ActivityEntry, tx?: Db): Promise<void> {
    const actor = entry.actor === undefined ? entry.request?.user : entry.actor;
    await this.repository.insert(
      {
        scope: entry.scope,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId ?? null,
        details: entry.details ?? {},
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        ip: entry.request?.ip ?? null,
      },
      tx,
    );
  }
}
