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

/**
 * Tags a trade gets without anyone writing them (issue 38): the alert's own `tags`, the strategy
 * that emitted it (`estrategia-<name>`), the leader it copies (`copia-<name>`). A name becomes a
 * tag as a journal tag is written: lower case, letters and digits kept, any other run a `-`, cut
 * to the tag's length.
 */
export function nameTag(prefix: 'estrategia' | 'copia', name: string): string {
  const slug = name
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}_]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${prefix}-${slug}`.slice(0, JOURNAL_LIMITS.tagChars).replace(/-+$/, '') || prefix;
}

/** `tags` with `tag` added once, at most JOURNAL_LIMITS.tags (the earlier ones kept). */
export function withTag(tags: readonly string[] | undefined, tag: string): string[] {
  const all = tags?.includes(tag) ? [...tags] : [...(tags ?? []), tag];
  return all.slice(0, JOURNAL_LIMITS.tags);
}
