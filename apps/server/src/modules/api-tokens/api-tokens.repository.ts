import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { apiTokens } from '../../db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export class ApiTokensRepository extends Repository {
  async insert(values: typeof apiTokens.$inferInsert, tx?: Db): Promise<ApiTokenRow> {
    const [row] = await this.q(tx).insert(apiTokens).values(values).returning();
    return row!;
  }

  async listForUser(userId: string): Promise<ApiTokenRow[]> {
    return this.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
      .orderBy(desc(apiTokens.createdAt));
  }

  async findForUser(id: string, userId: string): Promise<ApiTokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
    return row;
  }

  async revoke(id: string, tx?: Db): Promise<void> {
    await this.q(tx).update(apiTokens).set({ revokedAt: new Date() }).where(eq(apiTokens.id, id));
  }

  /**
   * Records a use of the token, at most once a minute: a token used within the last minute (as
   * read with it) costs no write, so a busy script does not turn every request into an update.
   * Answers the time written, if it wrote.
   */
  async touch(
    token: Pick<ApiTokenRow, 'id' | 'lastUsedAt'>,
    now = new Date(),
  ): Promise<Date | undefined> {
    const aMinuteAgo = new Date(now.getTime() - 60_000);
    if (token.lastUsedAt && token.lastUsedAt >= aMinuteAgo) return undefined;
    await this.db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, token.id),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, aMinuteAgo)),
        ),
      );
    return now;
  }
}
