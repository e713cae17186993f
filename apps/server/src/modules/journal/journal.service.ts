import {
  AppError,
  Decimal,
  isJournalKey,
  JOURNAL_LIMITS,
  MESSAGES,
  type JournalEntry,
  type JournalKind,
  type JournalListResponse,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { Actor, AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { JournalFilter, JournalRepository, JournalRow } from './journal.repository';

const accountNotFound = () => new AppError('NOT_FOUND', 'Cuenta no encontrada');

const toEntry = (row: JournalRow): JournalEntry => ({
  kind: row.kind,
  key: row.key,
  note: row.note,
  tags: row.tags,
  stopPrice: row.stopPrice === null ? null : new Decimal(row.stopPrice).toFixed(),
  updatedAt: row.updatedAt.toISOString(),
});

export interface JournalOptions {
  /** Entries one account may hold (tests lower it). */
  entriesPerAccount?: number;
}

/**
 * The trade journal (issue 38): an account's notes and tags on its round trips and days. Its
 * owner or an admin reads and writes them (anyone else is told the account does not exist);
 * visitors read them only while the account is publicly visible and its journal published.
 * Changes emit no live event: a note never travels on anyone's stream, not even its owner's.
 */
export class JournalService {
  private readonly entriesPerAccount: number;

  constructor(
    private readonly transact: Transact,
    private readonly repository: JournalRepository,
    private readonly accounts: Pick<AccountDirectory, 'owned'>,
    private readonly activity: Pick<ActivityService, 'record'>,
    options: JournalOptions = {},
  ) {
    this.entriesPerAccount = options.entriesPerAccount ?? JOURNAL_LIMITS.entriesPerAccount;
  }

  async list(
    user: AuthUser,
    accountId: string,
    filter: JournalFilter,
  ): Promise<JournalListResponse> {
    await this.accounts.owned(user, accountId);
    const [isPublic, page] = await Promise.all([
      this.repository.isPublic(accountId),
      this.page(accountId, filter),
    ]);
    return { public: isPublic, ...page };
  }

  /** At most JOURNAL_LIMITS.listed entries, and whether more match. */
  private async page(accountId: string, filter: JournalFilter) {
    const rows = await this.repository.list(accountId, filter, JOURNAL_LIMITS.listed + 1);
    return {
      data: rows.slice(0, JOURNAL_LIMITS.listed).map(toEntry),
      more: rows.length > JOURNAL_LIMITS.listed,
    };
  }

  /**
   * A visitor's read: 404 unless the account is publicly visible; of a journal its owner has not
   * published, that it is not (`public: false`) and no entry.
   */
  async publicList(accountId: string, filter: JournalFilter): Promise<JournalListResponse> {
    const journal = await this.repository.visitorJournal(accountId);
    if (journal === 'hidden') throw accountNotFound();
    if (journal === 'unpublished') return { public: false, data: [], more: false };
    return { public: true, ...(await this.page(accountId, filter)) };
  }

  /** Replaces the entry's note and tags; both empty removes it (null). */
  async put(
    user: AuthUser,
    accountId: string,
    ref: { kind: JournalKind; key: string },
    body: { note: string; tags: string[]; stopPrice?: string | null | undefined },
    actor: Actor,
  ): Promise<JournalEntry | null> {
    await this.accounts.owned(user, accountId);
    checkKey(ref.kind, ref.key);
    const stopPrice = body.stopPrice ?? null;
    if (stopPrice !== null && ref.kind !== 'trip') {
      const message = MESSAGES.journal.stopOnDay;
      throw new AppError('VALIDATION', message, [{ path: ['body', 'stopPrice'], message }]);
    }
    if (body.note.trim() === '' && body.tags.length === 0 && stopPrice === null) {
      await this.remove(user, accountId, ref, actor);
      return null;
    }
    const row = await this.transact(async (tx) => {
      await this.repository.lockAccount(accountId, tx);
      if (!(await this.repository.exists(accountId, ref.kind, ref.key, tx))) {
        if ((await this.repository.countOf(accountId, tx)) >= this.entriesPerAccount) {
          const message = MESSAGES.journal.tooManyEntries;
          throw new AppError('CONFLICT', message, [{ path: ['params', 'key'], message }]);
        }
      }
      const saved = await this.repository.upsert(
        accountId,
        { ...ref, note: body.note, tags: body.tags, stopPrice },
        tx,
      );
      await this.record('journal.entry_saved', accountId, ref, actor, tx);
      return saved;
    });
    return toEntry(row);
  }

  /** Removes the entry; one that does not exist is already removed. */
  async remove(
    user: AuthUser,
    accountId: string,
    ref: { kind: JournalKind; key: string },
    actor: Actor,
  ): Promise<void> {
    await this.accounts.owned(user, accountId);
    checkKey(ref.kind, ref.key);
    await this.transact(async (tx) => {
      if (await this.repository.remove(accountId, ref.kind, ref.key, tx)) {
        await this.record('journal.entry_deleted', accountId, ref, actor, tx);
      }
    });
  }

  async setVisibility(
    user: AuthUser,
    accountId: string,
    isPublic: boolean,
    actor: Actor,
  ): Promise<{ public: boolean }> {
    await this.accounts.owned(user, accountId);
    await this.transact(async (tx) => {
      await this.repository.setPublic(accountId, isPublic, tx);
      const action = isPublic ? 'journal.published' : 'journal.unpublished';
      await this.record(action, accountId, { public: isPublic }, actor, tx);
    });
    return { public: isPublic };
  }

  /** The log says which entry changed, never what the note says (it may be private). */
  private record(action: string, accountId: string, details: object, actor: Actor, tx: Db) {
    return this.activity.record(
      {
        scope: 'user',
        action,
        entityType: 'account',
        entityId: accountId,
        details: { ...details },
        actor,
      },
      tx,
    );
  }
}

function checkKey(kind: JournalKind, key: string): void {
  if (isJournalKey(kind, key)) return;
  const message = MESSAGES.journal.invalidKey;
  throw new AppError('VALIDATION', message, [{ path: ['params', 'key'], message }]);
}
