import { createHash } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { Repository } from '../../db/repository';
import { usedNonces } from '../../db/schema';

/** Sign-in nonces already exchanged: each binds one ID token to one session, once. */
export class UsedNoncesRepository extends Repository {
  /**
   * Marks the nonce used until `expiresAt`; false when it already was (the unique key decides, so
   * two concurrent exchanges cannot both win). Expired entries are cleared on the way.
   */
  async consume(nonce: string, expiresAt: Date, now = new Date()): Promise<boolean> {
    await this.db.delete(usedNonces).where(lt(usedNonces.expiresAt, now));
    const rows = await this.db
      .insert(usedNonces)
      .values({ nonceHash: createHash('sha256').update(nonce).digest('base64url'), expiresAt })
      .onConflictDoNothing()
      .returning({ nonceHash: usedNonces.nonceHash });
    return rows.length === 1;
  }
}
