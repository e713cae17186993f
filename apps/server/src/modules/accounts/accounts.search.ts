import {
  ACCOUNT_TYPE_LABELS,
  AppError,
  compareNames,
  USER_PATTERN_LIMITS,
  USER_PATTERN_MESSAGES,
  userPatternProblem,
  type AccountType,
  type ListAccountsQuery,
  type PublicAccountSortKey,
} from '@pulso/domain';
import { RE2JS } from 're2js';
import { WindowCounter } from '../../lib/window-counter';
import type { AccountSummary } from './accounts.repository';

/** Per-account figures for the selected range; the analytics feature supplies them. */
export interface AccountMetrics {
  pnl: number;
  roi: number;
  winRate: number;
  trades: number;
  volume: number;
  /** The deepest fall from a peak of cumulative PnL (a positive amount). */
  maxDrawdown: number;
}
export const NO_METRICS: AccountMetrics = {
  pnl: 0,
  roi: 0,
  winRate: 0,
  trades: 0,
  volume: 0,
  maxDrawdown: 0,
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A user's pattern, compiled by RE2JS (RE2's automaton in plain JavaScript, no native build):
 * matching runs in time linear in the text whatever the pattern (no backtracking, so no
 * `(a|a)+$` can hold the event loop). Undefined when RE2 cannot compile it: invalid, or a
 * feature it lacks (backreferences, lookaround).
 */
function userRegex(pattern: string): RE2JS | undefined {
  try {
    return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch {
    return undefined;
  }
}

const refused = (message: string) =>
  new AppError('VALIDATION', message, [{ path: ['search'], message }]);

/** What the account search looks for: everything, plain text, or a bounded RE2 program. */
export type AccountSearch =
  | { kind: 'all' }
  | { kind: 'text'; folded: string }
  | { kind: 'pattern'; regex: RE2JS; size: number };

/**
 * The search of spec §3: a regular expression when asked for and RE2 compiles it; otherwise plain
 * case- and accent-insensitive text (spec: "falls back to plain text if invalid"). A pattern
 * whose program would be too big is refused (400, naming `search`) before it is compiled
 * (`userPatternProblem`: counted repetitions and the size they expand to), and again by the size
 * RE2 compiled. The text's length is bounded by the query schema (LIMITS.accountSearchMax).
 */
export function compileSearch(
  search: string | undefined,
  regex: boolean | undefined,
): AccountSearch {
  const needle = search?.trim();
  if (!needle) return { kind: 'all' };
  if (regex) {
    const problem = userPatternProblem(needle);
    if (problem) throw refused(problem);
    const compiled = userRegex(needle);
    if (compiled) {
      const size = compiled.programSize();
      if (size > USER_PATTERN_LIMITS.programMax) {
        throw refused(USER_PATTERN_MESSAGES.tooComplex(size));
      }
      return { kind: 'pattern', regex: compiled, size };
    }
  }
  return { kind: 'text', folded: fold(needle) };
}

/** One text against a compiled search (tests, benchmarks; the list goes through `searchAccounts`). */
export function textMatcher(
  search: string | undefined,
  regex: boolean | undefined,
): (text: string) => boolean {
  const compiled = compileSearch(search, regex);
  if (compiled.kind === 'all') return () => true;
  if (compiled.kind === 'pattern') return (text) => compiled.regex.matcher(text).find();
  return (text) => fold(text).includes(compiled.folded);
}

/**
 * The work of matching a pattern, in units of one program instruction over one character: RE2's
 * cost is linear in both. Each text adds a fixed cost too (a matcher per text: about 50
 * instructions' worth). Measured on this machine's cores: 1 to 10 ns a unit.
 */
export const SEARCH_UNITS = {
  /** One request's matching at most (about 0.2 s at the slowest rate measured). */
  perRequest: 25_000_000,
  /** One user's matching per minute, all their requests together (about 1 s at most). */
  perUserMinute: 100_000_000,
  /** Matched between two yields to the event loop (a few milliseconds). */
  slice: 200_000,
} as const;
const TEXT_OVERHEAD = 50;

/**
 * Each user's pattern matching per minute, on this instance (the work is this instance's CPU):
 * past `SEARCH_UNITS.perUserMinute`, their regex searches are answered 429 until the minute ends,
 * however many clients or requests they spread it over.
 */
export class SearchBudget {
  private readonly spent: WindowCounter;

  constructor(perMinute: number = SEARCH_UNITS.perUserMinute, now: () => number = Date.now) {
    this.spent = new WindowCounter(perMinute, now);
  }

  /** Spends `units` of the user's minute, or throws 429 (nothing spent) when they do not fit. */
  charge(userId: string, units: number): void {
    if (this.spent.take(userId, units)) return;
    const seconds = Math.max(1, Math.ceil(this.spent.resetsIn(userId) / 1000));
    throw new AppError('RATE_LIMITED', USER_PATTERN_MESSAGES.userBudget(seconds));
  }
}

/** What the search reads of an account: the name, the exchange and the type as stored and shown. */
function textsOf(a: AccountSummary): string[] {
  // The type both as stored and as the interface labels it ("future" and "Futuros").
  const typeLabel = ACCOUNT_TYPE_LABELS[a.accountType as AccountType] ?? '';
  return [a.name, a.exchangeName, a.exchangeCode, a.accountType, typeLabel];
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The accounts the search matches. A pattern is matched once per distinct text (exchanges and
 * types repeat across accounts), its whole cost counted first against the request's bound (400)
 * and the user's minute (429), then matched in slices that let other requests run between them.
 */
export async function searchAccounts(
  accounts: AccountSummary[],
  search: AccountSearch,
  charge: (units: number) => void,
): Promise<AccountSummary[]> {
  if (search.kind === 'all') return accounts;
  if (search.kind === 'text') {
    return accounts.filter((a) => textsOf(a).some((t) => fold(t).includes(search.folded)));
  }
  const results = new Map<string, boolean>();
  for (const a of accounts) for (const text of textsOf(a)) results.set(text, false);
  const cost = (text: string) => (text.length + 1) * (search.size + TEXT_OVERHEAD);
  let units = 0;
  for (const text of results.keys()) units += cost(text);
  if (units > SEARCH_UNITS.perRequest)
    throw refused(USER_PATTERN_MESSAGES.tooCostly(accounts.length));
  charge(units);
  let sinceYield = 0;
  for (const text of results.keys()) {
    results.set(text, search.regex.matcher(text).find());
    sinceYield += cost(text);
    if (sinceYield >= SEARCH_UNITS.slice) {
      sinceYield = 0;
      await nextTurn();
    }
  }
  return accounts.filter((a) => textsOf(a).some((t) => results.get(t)));
}

/**
 * What the account list decides in code after the search, over the rows SQL already filtered by
 * column: the ROI bounds and the sort (by name through the Spanish collator, or by the range
 * figures).
 */
export function filterAndSort(
  accounts: AccountSummary[],
  query: ListAccountsQuery,
  metrics: (id: string) => AccountMetrics,
): AccountSummary[] {
  const kept = accounts.filter((a) => {
    const roi = metrics(a.id).roi;
    if (query.roiMin !== undefined && roi < query.roiMin) return false;
    if (query.roiMax !== undefined && roi > query.roiMax) return false;
    return true;
  });
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const key = sortValue(query.sortBy, metrics);
  return kept.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order =
      typeof x === 'string' ? compareNames(x, y as string) : (x as number) - (y as number);
    // Ties keep a stable, predictable order: newest first.
    return order * direction || b.createdAt.getTime() - a.createdAt.getTime();
  });
}

/**
 * Cuentas Públicas in the visitor's order: by name, creation or a figure over the period.
 * Accounts whose figures are not public (no entry in `figures`) rank after the others whichever
 * the direction, newest first among themselves.
 */
export function rankPublic<T extends { id: string; name: string; createdAt: Date }>(
  rows: T[],
  sortBy: PublicAccountSortKey,
  sortOrder: 'asc' | 'desc',
  figures: ReadonlyMap<string, AccountMetrics>,
): T[] {
  const byFigure = sortBy !== 'name' && sortBy !== 'createdAt';
  const direction = sortOrder === 'asc' ? 1 : -1;
  const key = sortValue(sortBy, (id) => figures.get(id) ?? NO_METRICS);
  return rows.sort((a, b) => {
    if (byFigure) {
      const ranked = Number(figures.has(b.id)) - Number(figures.has(a.id));
      if (ranked !== 0) return ranked;
    }
    const [x, y] = [key(a), key(b)];
    const order =
      typeof x === 'string' ? compareNames(x, y as string) : (x as number) - (y as number);
    return order * direction || b.createdAt.getTime() - a.createdAt.getTime();
  });
}

function sortValue(
  key: PublicAccountSortKey,
  metrics: (id: string) => AccountMetrics,
): (a: { id: string; name: string; createdAt: Date }) => string | number {
  if (key === 'name') return (a) => a.name;
  if (key === 'createdAt') return (a) => a.createdAt.getTime();
  return (a) => metrics(a.id)[key];
}
