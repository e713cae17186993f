import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { notificationChannels } from '../../db/schema';
import type { ChannelRow } from './notifications.repository';

/** Web Push channels found by their endpoint's keyed hash (the endpoint itself is sealed). */
export class WebPushRepository extends Repository {
  async channelByEndpoint(
    userId: string,
    endpointHash: string,
    tx?: Db,
  ): Promise<ChannelRow | undefined> {
    const [row] = await this.q(tx)
      .select()
      .from(notificationChannels)
      .where(
        and(
          eq(notificationChannels.userId, userId),
          eq(notificationChannels.kind, 'webpush'),
          eq(notificationChannels.addressHash, endpointHash),
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Turns off other users' channels on this endpoint: the browser now belongs to someone else's
   * session, and their messages must not show there. Answers how many.
   */
  async disableOthers(
    userId: string,
    endpointHash: string,
    reason: string,
    tx: Db,
  ): Promise<number> {
    const rows = await tx
      .update(notificationChannels)
      .set({ enabled: false, pausedReason: reason })
      .where(
        and(
          ne(notificationChannels.userId, userId),
          eq(notificationChannels.kind, 'webpush'),
          eq(notificationChannels.addressHash, endpointHash),
          eq(notificationChannels.enabled, true),
        ),
      )
      .returning({ id: notificationChannels.id });
    return rows.length;
  }
}
