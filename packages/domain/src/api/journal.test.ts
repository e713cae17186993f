import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { tripJournalKey } from '../journal';
import { isJournalKey, journalPutBody, journalTagsSchema } from './journal';

describe('the journal rules (issue 38)', () => {
  it('keys: a real YYYY-MM-DD day, or ASSET:openedAtMs for a trip', () => {
    expect(isJournalKey('day', '2026-11-28')).toBe(true);
    expect(isJournalKey('day', '2024-02-29')).toBe(true);
    expect(isJournalKey('day', '2026-02-29')).toBe(false);
    expect(isJournalKey('day', '2026-13-01')).toBe(false);
    expect(isJournalKey('day', '2026-1-01')).toBe(false);
    expect(isJournalKey('trip', tripJournalKey('BTC', 1_764_312_000_000))).toBe(true);
    expect(isJournalKey('trip', 'btc:1')).toBe(false);
    expect(isJournalKey('trip', 'BTC:')).toBe(false);
    expect(isJournalKey('trip', `BTC:${'1'.repeat(16)}`)).toBe(false);
    expect(isJournalKey('trip', '2026-11-28')).toBe(false);
  });

  it('tags: trimmed, lower-cased, de-duplicated in order, letters digits _ -', () => {
    expect(journalTagsSchema.parse([' FOMO', 'fomo', 'Año_1', 'ÉXITO', 'a-b'])).toEqual([
      'fomo',
      'año_1',
      'éxito',
      'a-b',
    ]);
    for (const bad of [[''], ['  '], ['a b'], ['#x'], ['x'.repeat(33)]]) {
      const result = journalTagsSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.journal.invalidTag);
    }
    // Twenty distinct after de-duplication is fine; twenty-one is not.
    const twenty = Array.from({ length: 20 }, (_, i) => `t${i}`);
    expect(journalTagsSchema.parse([...twenty, 'T0'])).toHaveLength(20);
    expect(journalTagsSchema.safeParse([...twenty, 'x']).error?.issues[0]?.message).toBe(
      MESSAGES.journal.tooManyTags,
    );
  });

  it('notes: up to 10,000 characters, no control characters but \\n \\r \\t', () => {
    const ok = journalPutBody.safeParse({ note: '# Plan\r\n\t- sí', tags: [] });
    expect(ok.success).toBe(true);
    for (const note of ['a\u0000b', 'a\u001bb', 'a\u000bb']) {
      const result = journalPutBody.safeParse({ note, tags: [] });
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.journal.invalidNote);
    }
    expect(
      journalPutBody.safeParse({ note: 'x'.repeat(10_001), tags: [] }).error?.issues[0]?.message,
    ).toBe(MESSAGES.journal.noteTooLong);
    expect(journalPutBody.safeParse({ note: '', tags: [], extra: 1 }).success).toBe(false);
  });
});
