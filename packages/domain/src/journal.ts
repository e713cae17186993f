/** The trade journal's bounds and keys (api/journal.ts holds its schemas). */
export const JOURNAL_LIMITS = {
  noteChars: 10_000,
  tags: 20,
  tagChars: 32,
  entriesPerAccount: 10_000,
  /** Entries in one answer: a page of notes, never a whole journal of 10,000 long notes. */
  listed: 500,
} as const;

/** What an entry is about: a round trip, or a day. */
export const JOURNAL_KINDS = ['trip', 'day'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

/** A round trip's key: its asset and the time of its opening fill. */
export const tripJournalKey = (asset: string, openedAtMs: number): string =>
  `${asset}:${openedAtMs}`;
