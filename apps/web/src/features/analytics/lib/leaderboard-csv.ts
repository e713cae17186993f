import { csvRow, type DataOrigin } from '@pulso/domain/core';
import type { LeaderboardEntry } from '@pulso/domain/schemas';

export const LEADERBOARD_CSV_COLUMNS = [
  'rank',
  'name',
  'exchange',
  'accountType',
  'roi',
  'totalPnL',
  'winRate',
  'tradeCount',
  'activeDays',
  'maxDrawdown',
  'recovery',
  'consistency',
  'origins',
] as const;
export type LeaderboardCsvColumn = (typeof LEADERBOARD_CSV_COLUMNS)[number];

export interface LeaderboardCsvLabels {
  columns: Record<LeaderboardCsvColumn, string>;
  origin: (origin: DataOrigin) => string;
}

/**
 * The leaderboard as shown (issue 38: every table exports), as CSV (RFC 4180, a name that looks
 * like a formula made inert): a header in the reader's words, then one line per account in the
 * board's order, unranked ones with an empty rank. Figures stay as the API gives them (a dot for
 * decimals; shares as percentages), so a spreadsheet reads them whatever its locale.
 */
export function leaderboardCsv(
  rows: readonly LeaderboardEntry[],
  labels: LeaderboardCsvLabels,
): string {
  const percent = (share: number | null) => (share === null ? null : share * 100);
  const cells = (e: LeaderboardEntry): Record<LeaderboardCsvColumn, string | number | null> => ({
    rank: e.rank,
    name: e.name,
    exchange: e.exchangeName,
    accountType: e.accountType,
    roi: e.roi,
    totalPnL: e.totalPnL,
    winRate: e.winRate,
    tradeCount: e.tradeCount,
    activeDays: e.activeDays,
    maxDrawdown: e.maxDrawdown,
    recovery: e.recovery,
    consistency: percent(e.consistency),
    origins: e.origins.map(labels.origin).join(' · '),
  });
  return (
    csvRow(LEADERBOARD_CSV_COLUMNS.map((c) => labels.columns[c])) +
    rows.map((e) => csvRow(LEADERBOARD_CSV_COLUMNS.map((c) => cells(e)[c]))).join('')
  );
}
