import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { ActivityService } from '../activity-logs';

/** A channel made, changed, confirmed or removed, in the activity log: its kind and name, never its address. */
export function recordChannel(
  activity: ActivityService,
  action: string,
  channel: { id: string; kind: string; name: string },
  actor: Actor,
  tx: Db,
  details: Record<string, unknown> = {},
) {
  return activity.record(
    {
      scope: 'user',
      action,
      entityType: 'notification_channel',
      entityId: channel.id,
      details: { kind: channel.kind, name: channel.name, ...details },
      actor,
    },
    tx,
  );
}
