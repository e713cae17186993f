import { csvRow } from '@pulso/domain/core';
import type {
  BreakdownRow,
  DrawdownEpisode,
  ReviewDay,
  RoundTrip,
  TripSide,
} from '@pulso/domain/core';
import { tripKey, type Excursions } from '../api/get-excursions';

export const REVIEW_CSV_COLUMNS = [
  'closedAt',
  'openedAt',
  'accountId',
  'symbol',
  'asset',
  'side',
  'quantity',
  'entryPrice',
  'exitPrice',
  'stopPrice',
  'realizedPnl',
  'fees',
  'netPnl',
  'returnPct',
  'rMultiple',
  'mae',
  'mfe',
  'fills',
  'source',
  'tags',
] as const;
export type ReviewCsvColumn = (typeof REVIEW_CSV_COLUMNS)[number];

/** The words of the file: its header and the side and source of each trip. */
export interface ReviewCsvLabels {
  columns: Record<ReviewCsvColumn, string>;
  side: Record<TripSide, string>;
  source: (source: string) => string;
}

/**
 * The listed round trips as CSV (RFC 4180: comma, CRLF, quoted when needed): a header in the
 * reader's words, then one line per trip. Money and quantities stay as the API's decimal text
 * (a dot, every decimal) and times as ISO 8601 UTC, so a spreadsheet or a script reads them as
 * they are, whatever its locale.
 */
export function reviewCsv(
  trips: readonly RoundTrip[],
  labels: ReviewCsvLabels,
  /** MAE and MFE by trip, when read: an empty cell for a trip without (or before they load). */
  excursions?: Excursions,
): string {
  const iso = (ms: number) => new Date(ms).toISOString();
  const cells = (trip: RoundTrip): Record<ReviewCsvColumn, string | number | undefined> => ({
    closedAt: iso(trip.closedAtMs),
    openedAt: iso(trip.openedAtMs),
    accountId: trip.accountId,
    symbol: trip.symbol,
    asset: trip.asset,
    side: labels.side[trip.side],
    quantity: trip.quantity,
    entryPrice: trip.entryPrice,
    exitPrice: trip.exitPrice,
    stopPrice: trip.stopPrice,
    realizedPnl: trip.realizedPnl,
    fees: trip.fees,
    netPnl: trip.netPnl,
    returnPct: trip.returnPct,
    rMultiple: trip.rMultiple,
    mae: excursions?.get(tripKey(trip))?.mae,
    mfe: excursions?.get(tripKey(trip))?.mfe,
    fills: trip.fills,
    source: labels.source(trip.source),
    // Space-separated, as tags are written (none has a space).
    tags: trip.tags?.join(' '),
  });
  const header = csvRow(REVIEW_CSV_COLUMNS.map((column) => labels.columns[column]));
  return (
    header +
    trips
      .map((trip) => {
        const row = cells(trip);
        return csvRow(REVIEW_CSV_COLUMNS.map((column) => row[column]));
      })
      .join('')
  );
}

type Cell = string | number | null | undefined;

/** A header and its rows as CSV (RFC 4180), every table of the review through one place. */
export function tableCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return csvRow(header) + rows.map((row) => csvRow(row)).join('');
}

/**
 * One breakdown as CSV (issue 38: every table exports): per group its name in the reader's words,
 * N, wins and the net result as the API writes it, in the order shown.
 */
export function breakdownCsv(
  rows: readonly BreakdownRow[],
  header: readonly [group: string, trips: string, wins: string, netPnl: string],
  group: (row: BreakdownRow) => string,
): string {
  return tableCsv(
    header,
    rows.map((row) => [group(row), row.trips, row.wins, row.netPnl]),
  );
}

/** The calendar's days as CSV: each day of the period with a trip closed (YYYY-MM-DD, the
 *  viewer's zone), its net result as the API writes it and its trips. */
export function daysCsv(
  days: readonly ReviewDay[],
  header: readonly [day: string, netPnl: string, trips: string],
): string {
  return tableCsv(
    header,
    days.map((d) => [d.day, d.netPnl, d.trips]),
  );
}

/** The drawdown episodes as CSV: days as YYYY-MM-DD, depth in % and US$ as computed. */
export function episodesCsv(
  episodes: readonly DrawdownEpisode[],
  header: readonly [
    start: string,
    trough: string,
    recovery: string,
    depthPct: string,
    depth: string,
    days: string,
  ],
): string {
  return tableCsv(
    header,
    episodes.map((e) => [e.start, e.trough, e.recovery, e.depthPct, e.depth, e.days]),
  );
}
