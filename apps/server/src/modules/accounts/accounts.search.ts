import {
  ACCOUNT_TYPE_LABELS,
  type AccountSortKey,
  type AccountType,
  type ListAccountsQuery,
} from '@pulso/domain';
import { RE2JS } from 're2js';
import type { AccountView } from './accounts.repository';

/** Per-account figures for the selected range; the analytics feature supplies them. */
export interface AccountMetrics {
  pnl: number;
  roi: number;
  winRate: number;
  trades: number;
  volume: number;
}
export const NO_METRICS: AccountMetrics = { pnl: 0, roi: 0, winRate: 0, trades: 0, volume: 0 };

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

export function filterAndSort(
  accounts: AccountView[],
  query: ListAccountsQuery,
  metrics: (id: string) => AccountMetrics,
): AccountView[] {
  const matches = textMatcher(query.search, query.regex);
  const ids = query.accountIds ? new Set(query.accountIds) : undefined;
  const exchanges = query.exchanges?.map((e) => e.toLowerCase());
  const kept = accounts.filter((a) => {
    if (ids && !ids.has(a.id)) return false;
    if (query.isTestAccount !== undefined && a.isTestAccount !== query.isTestAccount) return false;
    if (query.types && !query.types.includes(a.accountType)) return false;
    if (exchanges && !exchanges.includes(a.exchangeCode) && !exchanges.includes(a.exchangeId))
      return false;
    if (query.status && a.isActive !== (query.status === 'active')) return false;
    if (query.role === 'emitter' && !a.isEmitter) return false;
    if (query.role === 'receiver' && !a.isReceiver) return false;
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
      typeof x === 'string' ? x.localeCompare(y as string, 'es') : (x as number) - (y as number);
    // Ties keep a stable, predictable order: newest first.
    return order * direction || b.createdAt.getTime() - a.createdAt.getTime();
  });
}

function sortValue(
  key: AccountSortKey,
  metrics: (id: string) => AccountMetrics,
): (a: AccountView) => string | number {
  if (key === 'name') return (a) => a.name;
  if (key === 'createdAt') return (a) => a.createdAt.getTime();
  return (a) => metrics(a.id)[key];
}
