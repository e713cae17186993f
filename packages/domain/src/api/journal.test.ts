import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { nameTag, tripJournalKey, withTag } from '../journal';
import { alertTagsSchema, isJournalKey, journalPutBody, journalTagsSchema } from './journal';

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

  it("alert tags: a list, or one text separated by commas, bounded as the journal's", () => {
    expect(alertTagsSchema.parse('Breakout, H4,,fomo ')).toEqual(['breakout', 'h4', 'fomo']);
    expect(alertTagsSchema.parse(['Éxito', 'éxito'])).toEqual(['éxito']);
    expect(alertTagsSchema.parse('')).toEqual([]);
    for (const bad of ['dos palabras', ['ok', 7], 42, { a: 1 }, 'x'.repeat(5000)]) {
      expect(alertTagsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('names become tags: lower case, letters and digits kept, the rest a dash, cut to 32', () => {
    expect(nameTag('estrategia', 'Cruce de medias 20/50')).toBe('estrategia-cruce-de-medias-20-50');
    expect(nameTag('copia', 'Señales Ágiles 4H')).toBe('copia-señales-ágiles-4h');
    expect(nameTag('copia', '  ¡¡¡  ')).toBe('copia');
    const long = nameTag('estrategia', 'Una estrategia con un nombre muy largo de verdad');
    expect(long).toBe('estrategia-una-estrategia-con-un');
    expect(long.length).toBeLessThanOrEqual(32);
    expect(journalTagsSchema.parse([long, nameTag('copia', 'x—y')])).toEqual([long, 'copia-x-y']);
    expect(withTag(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(withTag(undefined, 'c')).toEqual(['c']);
    expect(
      withTag(
        Array.from({ length: 20 }, (_, i) => `t${i}`),
        'z',
      ),
    ).toHaveLength(20);
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
