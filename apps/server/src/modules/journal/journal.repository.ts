import type { JournalKind } from '@pulso/domain';
import { and, arrayContains, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { Repository } from '../../db/repository';
import { accounts, journalEntries, journalSettings, users } from '../../db/schema';
import { publiclyVisible } from '../accounts';

export interface JournalRow {
  kind: JournalKind;
  key: string;
  note: string;
  tags: string[];
  stopPrice: string | null;
  updatedAt: Date;
}

export interface JournalFilter {
  tag?: string | undefined;
  kind?: JournalKind | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

const DAY_MS = 86_400_000;
/** A day key a day before or after a time; past either end of the calendar, its end. */
const dayAround = (ms: number, by: number, end: string) => {
  const at = ms + by * DAY_MS;
  return at < 0 || at > 253_402_300_799_999 ? end : new Date(at).toISOString().slice(0, 10);
};

/** Entries about the window: trips opened in it, days within a day of it (any zone). */
function inWindow(fromMs = 0, toMs = 8.64e15) {
  return sql`(case when ${journalEntries.kind} = 'trip'
      then split_part(${journalEntries.key}, ':', 2)::bigint between ${fromMs} and ${toMs}
      else ${journalEntries.key} between ${dayAround(fromMs, -1, '0000-01-01')}
        and ${dayAround(toMs, 1, '9999-12-31')} end)`;
}

const view = {
  kind: journalEntries.kind,
  key: journalEntries.key,
  note: journalEntries.note,
  tags: journalEntries.tags,
  stopPrice: journalEntries.stopPrice,
  updatedAt: journalEntries.updatedAt,
};

/** The trade journal (issue 38): entries per account, and whether each account publishes them. */
export class JournalRepository extends Repository {
  /** An account's entries, newest change first, at most `limit`. */
  async list(accountId: string, filter: JournalFilter, limit: number): Promise<JournalRow[]> {
    return this.db
      .select(view)
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.accountId, accountId),
          filter.kind ? eq(journalEntries.kind, filter.kind) : undefined,
          filter.tag ? arrayContains(journalEntries.tags, [filter.tag]) : undefined,
          filter.fromMs !== undefined || filter.toMs !== undefined
            ? inWindow(filter.fromMs, filter.toMs)
            : undefined,
        ),
      )
      .orderBy(desc(journalEntries.updatedAt), desc(journalEntries.id))
      .limit(limit);
  }

  async isPublic(accountId: string, tx?: Db): Promise<boolean> {
    const [row] = await this.q(tx)
      .select({ public: journalSettings.public })
      .from(journalSettings)
      .where(eq(journalSettings.accountId, accountId));
    return row?.public ?? false;
  }

  /**
   * What visitors may read of the account's journal: nothing of an account they cannot see
   * ('hidden', the rule of the public account page), else whether its owner published it.
   */
  async visitorJournal(accountId: string): Promise<'hidden' | 'unpublished' | 'published'> {
    const [row] = await this.db
      .select({ public: journalSettings.public })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .leftJoin(journalSettings, eq(journalSettings.accountId, accounts.id))
      .where(and(eq(accounts.id, accountId), publiclyVisible));
    if (!row) return 'hidden';
    return row.public === true ? 'published' : 'unpublished';
  }

  async setPublic(accountId: string, isPublic: boolean, tx: Db): Promise<void> {
    await tx
      .insert(journalSettings)
      .values({ accountId, public: isPublic })
      .onConflictDoUpdate({ target: journalSettings.accountId, set: { public: isPublic } });
  }

  /**
   * Holds the account's row until the transaction ends, so two writers of new entries count one
   * after the other (NO KEY UPDATE: foreign-key checks of other tables still pass).
   */
  async lockAccount(accountId: string, tx: Db): Promise<void> {
    await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, accountId))
      .for('no key update');
  }

  async exists(accountId: string, kind: JournalKind, key: string, tx: Db): Promise<boolean> {
    const [row] = await tx
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(entryIs(accountId, kind, key));
    return row !== undefined;
  }

  async countOf(accountId: string, tx: Db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(journalEntries)
      .where(eq(journalEntries.accountId, accountId));
    return row?.n ?? 0;
  }

  async upsert(
    accountId: string,
    entry: {
      kind: JournalKind;
      key: string;
      note: string;
      tags: string[];
      stopPrice: string | null;
    },
    tx: Db,
  ): Promise<JournalRow> {
    const [row] = await tx
      .insert(journalEntries)
      .values({ accountId, ...entry })
      .onConflictDoUpdate({
        target: [journalEntries.accountId, journalEntries.kind, journalEntries.key],
        set: {
          note: entry.note,
          tags: entry.tags,
          stopPrice: entry.stopPrice,
          updatedAt: sql`now()`,
        },
      })
      .returning(view);
    return row!;
  }

  async remove(accountId: string, kind: JournalKind, key: string, tx?: Db): Promise<boolean> {
    const rows = await this.q(tx)
      .delete(journalEntries)
      .where(entryIs(accountId, kind, key))
      .returning({ id: journalEntries.id });
    return rows.length > 0;
  }
}

const entryIs = (accountId: string, kind: JournalKind, key: string) =>
  and(
    eq(journalEntries.accountId, accountId),
    eq(journalEntries.kind, kind),
    eq(journalEntries.key, key),
  );
