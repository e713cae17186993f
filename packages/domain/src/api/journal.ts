/**
 * The trade journal (issue 38, "a journal, light"): a note (plain text or markdown) and tags on
 * each round trip and each day of an account. Private to its owner (and the admins) unless the
 * owner publishes the account's journal, like its stats and trades.
 * GET /api/accounts/{accountId}/journal, PUT/DELETE /api/accounts/{accountId}/journal/{kind}/{key},
 * PUT /api/accounts/{accountId}/journal-visibility, GET /api/public/accounts/{accountId}/journal.
 */
import { z } from 'zod';
import { JOURNAL_KINDS, JOURNAL_LIMITS, type JournalKind } from '../journal';
import { MESSAGES } from '../messages';
import { positiveDecimalText } from './signal-numbers';

/** A trip is known in its account by its asset and its opening fill's time: `BTC:1764312000000`. */
const TRIP_KEY = /^[A-Z0-9]{1,20}:\d{1,15}$/;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TAG = /^[\p{L}\p{N}_-]+$/u;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** A real calendar day written YYYY-MM-DD. */
function isIsoDay(key: string): boolean {
  const match = DAY_KEY.exec(key);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether `key` names an entry of that kind: a YYYY-MM-DD day, or `${asset}:${openedAtMs}`. */
export function isJournalKey(kind: JournalKind, key: string): boolean {
  return kind === 'day' ? isIsoDay(key) : TRIP_KEY.test(key);
}

/** A tag as stored: trimmed and lower-cased (Spanish rules). */
export const normalizeJournalTag = (tag: string): string => tag.trim().toLocaleLowerCase('es');

export const journalKindSchema = z.enum(JOURNAL_KINDS, { message: MESSAGES.journal.invalidKind });

/** One tag, normalised: 1–32 letters, digits, `_` or `-`. */
export const journalTagSchema = z
  .string({ message: MESSAGES.journal.invalidTag })
  .max(JOURNAL_LIMITS.tagChars * 4, MESSAGES.journal.invalidTag)
  .transform(normalizeJournalTag)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.journal.invalidTag)
      .max(JOURNAL_LIMITS.tagChars, MESSAGES.journal.invalidTag)
      .regex(TAG, MESSAGES.journal.invalidTag),
  );

/** Tags, normalised, duplicates removed (first kept, order kept), at most 20. */
export const journalTagsSchema = z
  .array(journalTagSchema, { message: MESSAGES.journal.invalidTag })
  .max(JOURNAL_LIMITS.tags * 5, MESSAGES.journal.tooManyTags)
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(JOURNAL_LIMITS.tags, MESSAGES.journal.tooManyTags));

/**
 * An alert's `tags` (issue 38): a list, or one text of tags separated by commas (what a
 * TradingView message template writes most easily); normalised and bounded as a journal's.
 */
export const alertTagsSchema = z
  .union(
    [
      z
        .string()
        .max(JOURNAL_LIMITS.tags * 5 * (JOURNAL_LIMITS.tagChars + 1), MESSAGES.journal.tooManyTags)
        .transform((text) => text.split(',').filter((tag) => tag.trim() !== '')),
      z.array(z.unknown()),
    ],
    { message: MESSAGES.journal.invalidTag },
  )
  .pipe(journalTagsSchema);

/** Plain text or markdown; no NUL or other control character but newlines and tabs. */
export const journalNoteSchema = z
  .string({ message: MESSAGES.journal.invalidNote })
  .max(JOURNAL_LIMITS.noteChars, MESSAGES.journal.noteTooLong)
  .refine((note) => !CONTROL_CHARACTERS.test(note), MESSAGES.journal.invalidNote);

/**
 * PUT …/journal/{kind}/{key}: the entry's note, tags and (a trip's) planned stop, replaced whole
 * (all empty: removed). The stop, a price in the trip's quote, gives the trip its R.
 */
export const journalPutBody = z
  .object({
    note: journalNoteSchema,
    tags: journalTagsSchema,
    stopPrice: positiveDecimalText.nullable().optional(),
  })
  .strict();
export type JournalPutBody = z.input<typeof journalPutBody>;

export const journalEntrySchema = z.object({
  kind: z.enum(JOURNAL_KINDS),
  /** `${asset}:${openedAtMs}` for a trip, YYYY-MM-DD for a day. */
  key: z.string(),
  note: z.string(),
  tags: z.array(z.string()),
  /** A trip's planned stop, when its owner set one. */
  stopPrice: z.string().nullable(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalListResponse = z.object({
  /** Whether the owner published this account's journal. */
  public: z.boolean(),
  /** Newest change first, at most JOURNAL_LIMITS.listed. */
  data: z.array(journalEntrySchema),
  /** More entries match than were listed: narrow the window or the tag. */
  more: z.boolean(),
});
export type JournalListResponse = z.infer<typeof journalListResponse>;

const epochMs = z.coerce.number().int().min(0).max(8.64e15);
/**
 * GET …/journal: only the entries carrying one tag, or of one kind, or about a window of time
 * (`fromMs`–`toMs`, epoch ms: trips opened in it, and days within a day of it, whatever the
 * viewer's zone).
 */
export const journalListQuery = z
  .object({
    tag: journalTagSchema.optional(),
    kind: journalKindSchema.optional(),
    fromMs: epochMs.optional(),
    toMs: epochMs.optional(),
  })
  .strict();
export type JournalListQuery = z.input<typeof journalListQuery>;

export const journalVisibilityBody = z.object({ public: z.boolean() }).strict();
export type JournalVisibility = z.infer<typeof journalVisibilityBody>;
