import { describe, expect, it } from 'vitest';
import {
  AppError,
  estimatePattern,
  USER_PATTERN_LIMITS,
  type ListAccountsQuery,
} from '@pulso/domain';
import type { AccountSummary } from './accounts.repository';
import {
  compileSearch,
  filterAndSort,
  NO_METRICS,
  SEARCH_UNITS,
  SearchBudget,
  searchAccounts,
  textMatcher,
  type AccountSearch,
} from './accounts.search';

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
  const search = async (text: string, regex = false) =>
    filterAndSort(
      await searchAccounts([...accounts], compileSearch(text, regex), () => {}),
      { sortBy: 'createdAt', sortOrder: 'desc' } as ListAccountsQuery,
      () => NO_METRICS,
    ).map((a) => a.name);

  it('finds accounts by the Spanish label of their type', async () => {
    expect(await search('margen')).toEqual(['Beta', 'Gamma']);
    expect(await search('Margen aislado')).toEqual(['Gamma']);
    expect(await search('futuros')).toEqual(['Delta']);
    expect(await search('^margen (cruzado|aislado)$', true)).toEqual(['Beta', 'Gamma']);
  });

  it('still matches the stored type, the name and the exchange', async () => {
    expect(await search('future')).toEqual(['Delta']);
    expect(await search('cross')).toEqual(['Beta']);
    expect(await search('alfa')).toEqual(['Alfa']);
    expect(await search('binance')).toHaveLength(4);
    expect(await search('nada')).toEqual([]);
  });
});

/**
 * Issue 34 R2: counted repetition made RE2 build programs of thousands of steps ('(a?){1000}'
 * nine times: 36,000), 1.2 s a request. A pattern's program is bounded before it is compiled,
 * and its matching per request and per user.
 */
describe('user patterns have a bounded program and a bounded cost (R2)', () => {
  const refusal = (pattern: string): AppError => {
    try {
      compileSearch(pattern, true);
    } catch (error) {
      return error as AppError;
    }
    throw new Error(`not refused: ${pattern}`);
  };

  it('refuses counted repetition past the limit before compiling it, naming the field', () => {
    const started = performance.now();
    const error = refusal('(a?){1000}'.repeat(9));
    // Refused from the text: far less than the 190 ms RE2JS took to compile it.
    expect(performance.now() - started).toBeLessThan(50);
    expect(error).toBeInstanceOf(AppError);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'search: la expresión regular repite 1000 veces; el máximo de una repetición contada ({n} o {n,m}) es 50',
    );
    expect(error.issues).toEqual([{ path: ['search'], message: error.message }]);
    expect(refusal('x{2,51}').message).toMatch(/^search: la expresión regular repite 51 veces/);
  });

  it('refuses programs that nesting or repeating would make too big', () => {
    for (const pattern of [
      '(a?){50}'.repeat(3),
      '((a{10}){10}){10}',
      '(((a{50}){50}){50})',
      '(\\pL?){50}(\\pL?){50}(.?){50}',
    ]) {
      expect(refusal(pattern).message, pattern).toMatch(
        /^search: la expresión regular es demasiado compleja \(unos \d+ pasos; el máximo es 500\)/,
      );
    }
  });

  it('keeps ordinary patterns, and never estimates below what RE2 compiles', () => {
    for (const pattern of [
      '^(alfa|delta)',
      '[a-z]{3,20}\\d{4}',
      '(a?){50}(a?){50}',
      '(?i)btc|eth',
      '\\Qa.b\\E',
      '(?P<n>ab)+x{0,50}',
      '[[:alpha:]]+\\p{Greek}{20}',
    ]) {
      const compiled = compileSearch(pattern, true);
      expect(compiled.kind, pattern).toBe('pattern');
      const { size } = compiled as Extract<AccountSearch, { kind: 'pattern' }>;
      expect(size).toBeLessThanOrEqual(USER_PATTERN_LIMITS.programMax);
      expect((estimatePattern(pattern) as { size: number }).size).toBeGreaterThanOrEqual(size);
    }
  });

  const account = (name: string): AccountSummary =>
    ({
      id: name,
      name,
      accountType: 'spot',
      exchangeName: 'Binance',
      exchangeCode: 'binance',
      createdAt: new Date(0),
    }) as unknown as AccountSummary;

  it('charges the user once per distinct text, and matches in slices that let others run', async () => {
    const accounts = Array.from({ length: 400 }, (_, i) =>
      account(`Cuenta ${i} ${'x'.repeat(40)}`),
    );
    const charged: number[] = [];
    const ticker = () => new Promise<void>((r) => setImmediate(r));
    let otherRan = 0;
    const other = (async () => {
      for (let i = 0; i < 1000; i++) {
        await ticker();
        otherRan++;
      }
    })();
    const pattern = compileSearch('(a?){50}(b?){50}z$', true);
    const found = await searchAccounts(accounts, pattern, (u) => charged.push(u));
    await other;
    expect(found).toEqual([]);
    // 400 names, and Binance, binance, spot and Spot once each, not 400 times.
    const chars = accounts.reduce((n, a) => n + a.name.length + 1, 0) + 8 + 8 + 5 + 5;
    const { size } = pattern as Extract<AccountSearch, { kind: 'pattern' }>;
    expect(charged).toEqual([chars * (size + 50)]);
    expect(charged[0]).toBeGreaterThan(SEARCH_UNITS.slice);
    expect(charged[0]).toBeLessThan(SEARCH_UNITS.perRequest);
    // Other work ran while it matched (the matching yielded between slices).
    expect(otherRan).toBeGreaterThan(1);
  });

  it('refuses a request whose matching would cost more than a request may', async () => {
    const accounts = Array.from({ length: 3000 }, (_, i) => account(`${i} ${'y'.repeat(90)}`));
    const pattern = compileSearch('(a?){50}(b?){50}(c?){20}', true);
    await expect(searchAccounts(accounts, pattern, () => {})).rejects.toMatchObject({
      status: 400,
      message:
        'search: la expresión regular es demasiado costosa para buscar en 3000 cuentas: simplifícala o busca sin expresión regular',
      issues: [{ path: ['search'] }],
    });
  });

  it('bounds each user’s matching per minute, whatever the number of clients', () => {
    let now = 0;
    const budget = new SearchBudget(1000, () => now);
    budget.charge('ana', 600);
    expect(() => budget.charge('ana', 600)).toThrow(
      expect.objectContaining({
        status: 429,
        message:
          'Demasiadas búsquedas con expresión regular en el último minuto: vuelve a intentarlo en 60 s o busca sin expresión regular',
      }),
    );
    // Another user is not charged for Ana's searches; a refused search spends nothing.
    budget.charge('bob', 1000);
    budget.charge('ana', 400);
    now = 60_000;
    budget.charge('ana', 1000);
  });

  it('plain text is never charged', async () => {
    const charge = () => {
      throw new Error('charged');
    };
    const found = await searchAccounts([account('Alfa')], compileSearch('(a?){50}', false), charge);
    expect(found).toEqual([]);
  });
});
