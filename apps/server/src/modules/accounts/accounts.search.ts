import {
  ACCOUNT_TYPE_LABELS,
  compareNames,
  type AccountType,
  type ListAccountsQuery,
  type PublicAccountSortKey,
} from '@pulso/domain';
import { RE2JS } from 're2js';
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
 * `(a|a)+$` can hold the event loop), and the pattern's length is bounded by the query schema.
 * Undefined when RE2 cannot compile it: invalid, or a feature it lacks (backreferences,
 * lookaround).
 */
function userRegex(pattern: string): RE2JS | undefined {
  try {
    return RE2JS.compile(pattern, RE2JS.CASE_INSENSITIVE);
  } catch {
    return undefined;
  }
}

/**
 * The text matcher of spec §3: a regular expression when asked for and RE2 compiles it;
 * otherwise plain case- and accent-insensitive text (spec: "falls back to plain text if invalid").
 */
export function textMatcher(
  search: string | undefined,
  regex: boolean | undefined,
): (text: string) => boolean {
  // Its length is bounded by the query schema (LIMITS.accountSearchMax).
  const needle = search?.trim();
  if (!needle) return () => true;
  const pattern = regex ? userRegex(needle) : undefined;
  if (pattern) return (text) => pattern.matcher(text).find();
  const folded = fold(needle);
  return (text) => fold(text).includes(folded);
}

/**
 * What the account list decides in code, over the rows SQL already filtered by column: the text
 * or regex search, the ROI bounds and the sort (by name through the Spanish collator, or by the
 * range figures).
 */
export function searchAndSort(
  accounts: AccountSummary[],
  query: ListAccountsQuery,
  metrics: (id: string) => AccountMetrics,
): AccountSummary[] {
  const matches = textMatcher(query.search, query.regex);
  const kept = accounts.filter((a) => {
    const roi = metrics(a.id).roi;
    if (query.roiMin !== undefined && roi < query.roiMin) return false;
    if (query.roiMax !== undefined && roi > query.roiMax) return false;
    // The type both as stored and as the interface labels it ("future" and "Futuros").
    const typeLabel = ACCOUNT_TYPE_LABELS[a.accountType as AccountType] ?? '';
    return [a.name, a.exchangeName, a.exchangeCode, a.accountType, typeLabel].some(matches);
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
