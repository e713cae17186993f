import { describe, expect, it } from 'vitest';
import type { ListAccountsQuery } from '@pulso/domain';
import type { AccountSummary } from './accounts.repository';
import { NO_METRICS, searchAndSort, textMatcher } from './accounts.search';

/** The account search of spec §3 against hostile patterns (issue 15 H1). */
describe('textMatcher', () => {
  it('runs a pattern that backtracks exponentially in JavaScript, and answers', () => {
    // safe-regex2 passed '(a|a)+$'; JavaScript's engine then took 44 s on this name. RE2 is linear.
    const hostile = 'a'.repeat(28) + '!';
    const matches = textMatcher('(a|a)+$', true);
    expect(matches(hostile)).toBe(false);
    expect(matches('Cuenta aa')).toBe(true);
  });

  it('is RE2: what only a backtracking engine can do falls back to plain text', () => {
    // Lookahead and backreferences compile in JavaScript, not in RE2: searched as text instead.
    expect(textMatcher('^(?=alfa)', true)('Alfa BTC')).toBe(false);
    expect(textMatcher('^(?=alfa)', true)('x ^(?=alfa) y')).toBe(true);
    expect(textMatcher('(a)\\1', true)('aa')).toBe(false);
    expect(textMatcher('(a)\\1', true)('(A)\\1')).toBe(true);
  });

  it('keeps spec §3: case-insensitive patterns, invalid ones as plain text, accents folded', () => {
    expect(textMatcher('^(alfa|delta)', true)('DELTA Aislada')).toBe(true);
    expect(textMatcher('^(alfa|delta)', false)('DELTA Aislada')).toBe(false);
    expect(textMatcher('[', true)('a [ b')).toBe(true);
    expect(textMatcher('márgen', false)('Beta Margen')).toBe(true);
    expect(textMatcher('ñ', true)('PIÑA')).toBe(true);
    // RE2 refuses patterns too big to compile within its memory cap: searched as text.
    expect(textMatcher('(((a{100}){100}){100})', true)('aaaa')).toBe(false);
  });
});

describe('searchAndSort: the search matches what the user sees', () => {
  const account = (name: string, accountType: string, createdAt: number): AccountSummary =>
    ({
      id: name,
      name,
      accountType,
      exchangeName: 'Binance',
      exchangeCode: 'binance',
      exchangeId: 'e1',
      isActive: true,
      isEmitter: false,
      isReceiver: false,
      isTestAccount: false,
      createdAt: new Date(createdAt),
    }) as unknown as AccountSummary;
  const accounts = [
    account('Alfa', 'spot', 4),
    account('Beta', 'crossMargin', 3),
    account('Gamma', 'isolatedMargin', 2),
    account('Delta', 'future', 1),
  ];
  const search = (text: string, regex = false) =>
    searchAndSort(
      [...accounts],
      { search: text, regex, sortBy: 'createdAt', sortOrder: 'desc' } as ListAccountsQuery,
      () => NO_METRICS,
    ).map((a) => a.name);

  it('finds accounts by the Spanish label of their type', () => {
    expect(search('margen')).toEqual(['Beta', 'Gamma']);
    expect(search('Margen aislado')).toEqual(['Gamma']);
    expect(search('futuros')).toEqual(['Delta']);
    expect(search('^margen (cruzado|aislado)$', true)).toEqual(['Beta', 'Gamma']);
  });

  it('still matches the stored type, the name and the exchange', () => {
    expect(search('future')).toEqual(['Delta']);
    expect(search('cross')).toEqual(['Beta']);
    expect(search('alfa')).toEqual(['Alfa']);
    expect(search('binance')).toHaveLength(4);
    expect(search('nada')).toEqual([]);
  });
});
