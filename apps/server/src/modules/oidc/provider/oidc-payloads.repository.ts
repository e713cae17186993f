import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { Repository } from '../../../db/repository';
import { oidcPayloads } from '../../../db/schema';

export type StoredPayload = Record<string, unknown>;

export interface PayloadRow {
  payload: StoredPayload;
  consumedAt: Date | null;
}

/** The identity provider's storage: one row per (model, id), with its lookup keys and expiry. */
export class OidcPayloadsRepository extends Repository {
  async upsert(model: string, id: string, payload: StoredPayload, expiresAt: Date | null) {
    const keys = {
      payload,
      grantId: stringOrNull(payload.grantId),
      userCode: stringOrNull(payload.userCode),
      uid: stringOrNull(payload.uid),
      expiresAt,
      consumedAt: null,
    };
    await this.db
      .insert(oidcPayloads)
      .values({ model, id, ...keys })
      .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: keys });
  }

  async find(model: string, id: string, now: Date): Promise<PayloadRow | undefined> {
    return this.findWhere(model, eq(oidcPayloads.id, id), now);
  }

  async findByUid(model: string, uid: string, now: Date): Promise<PayloadRow | undefined> {
    return this.findWhere(model, eq(oidcPayloads.uid, uid), now);
  }

  async findByUserCode(model: string, userCode: string, now: Date) {
    return this.findWhere(model, eq(oidcPayloads.userCode, userCode), now);
  }

  async consume(model: string, id: string, now: Date): Promise<void> {
    await this.db
      .update(oidcPayloads)
      .set({ consumedAt: now })
      .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
  }

  async destroy(model: string, id: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
  }

  async revokeByGrantId(model: string, grantId: string): Promise<void> {
    await this.db
      .delete(oidcPayloads)
      .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
  }

  /**
   * Claims a one-time key (model, id) until `expiresAt`: true for the first caller, false while an
   * unexpired claim exists. Atomic across instances (the primary key decides).
   */
  async claimOnce(model: string, id: string, now: Date, expiresAt: Date): Promise<boolean> {
    const rows = await this.db
      .insert(oidcPayloads)
      .values({ model, id, payload: {}, expiresAt })
      .onConflictDoUpdate({
        target: [oidcPayloads.model, oidcPayloads.id],
        set: { expiresAt, consumedAt: null },
        setWhere: lte(oidcPayloads.expiresAt, now),
      })
      .returning({ id: oidcPayloads.id });
    return rows.length > 0;
  }

  /** Deletes what has expired; answers how many rows went. */
  async purgeExpired(now: Date): Promise<number> {
    const rows = await this.db
      .delete(oidcPayloads)
      .where(lte(oidcPayloads.expiresAt, now))
      .returning({ id: oidcPayloads.id });
    return rows.length;
  }

  private async findWhere(model: string, match: SQL, now: Date) {
    const [row] = await this.db
      .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
      .from(oidcPayloads)
      .where(
        and(
          eq(oidcPayloads.model, model),
          match,
          or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now)),
        ),
      )
      .limit(1);
    return row;
  }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
