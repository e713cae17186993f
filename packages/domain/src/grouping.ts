/**
 * Time groupings for charts, one rule for all of them: a grouping is problematic over a range when
 * spec §5 calls it too granular, or when it gives fewer than two points (too coarse). The
 * selector's flags and reasons (spec §2), the warnings, and the automatic adjustment on a range
 * change (spec §4's choice by range length) all ask `groupingProblem`.
 */
import { GROUPINGS, groupingIntervalMs } from './constants';
import type { Grouping } from './constants';
import { MS_PER_DAY, MS_PER_HOUR, daysLabel, rangeDays } from './date-range';
import type { DateRange } from './date-range';

/** Candles per page of GET /crypto-price/ohlc: a longer range is read a page at a time. */
export const MAX_CANDLES = 5000;
/** Fewer buckets than this is not a series. */
export const MIN_CANDLES = 2;

export const GROUPING_LABELS: Record<Grouping, string> = {
  '1s': '1 segundo',
  '30s': '30 segundos',
  '1m': '1 minuto',
  '2m': '2 minutos',
  '5m': '5 minutos',
  '15m': '15 minutos',
  '30m': '30 minutos',
  '1h': '1 hora',
  '4h': '4 horas',
  '1d': '1 día',
  '1w': '1 semana',
};

/** Spec §5: a grouping is too granular beyond `maxDays`; `recommended` replaces it. */
export const GRANULARITY_RULES: ReadonlyArray<{
  groupings: readonly Grouping[];
  maxDays: number;
  recommended: Grouping;
}> = [
  { groupings: ['1s'], maxDays: 90, recommended: '1m' },
  { groupings: ['30s'], maxDays: 180, recommended: '1m' },
  { groupings: ['1m', '2m'], maxDays: 365, recommended: '5m' },
  { groupings: ['5m', '15m'], maxDays: 730, recommended: '1h' },
];

export interface GroupingWarning {
  recommended: Grouping;
  message: string;
}

export function tooGranularMessage(
  grouping: Grouping,
  days: number,
  recommended: Grouping,
): string {
  return `La agrupación ${grouping} puede ser demasiado granular para un rango de ${Math.ceil(days)} días. Se recomienda ${recommended}.`;
}

function ruleFor(grouping: Grouping, days: number) {
  const rule = GRANULARITY_RULES.find((r) => r.groupings.includes(grouping));
  return rule && days > rule.maxDays ? rule : undefined;
}

/**
 * The warning for a grouping over `days` days, or null when the grouping is fine (spec §5).
 * A recommendation that the rules flag in turn is followed (1s over 400 days → 5m, not 1m).
 */
export function groupingTooGranular(grouping: Grouping, days: number): GroupingWarning | null {
  let rule = ruleFor(grouping, days);
  if (!rule) return null;
  let recommended = rule.recommended;
  while ((rule = ruleFor(recommended, days))) recommended = rule.recommended;
  return { recommended, message: tooGranularMessage(grouping, days, recommended) };
}

export interface GroupingOption {
  value: Grouping;
  label: string;
  appropriate: boolean;
  reason: string;
}

/** Number of buckets of `grouping` the range spans (a started bucket counts). */
export function bucketCount(grouping: Grouping, range: DateRange): number {
  const ms = Math.max(0, range.endDate.getTime() - range.startDate.getTime());
  return Math.ceil(ms / groupingIntervalMs(grouping));
}

function spanLabel(range: DateRange): string {
  const days = rangeDays(range);
  if (days >= 1) return daysLabel(days);
  const hours = Math.max(1, Math.ceil((days * MS_PER_DAY) / MS_PER_HOUR));
  return hours === 1 ? '1 hora' : `${hours} horas`;
}

const points = (n: number) =>
  n === 1 ? '1 punto' : `${new Intl.NumberFormat('es-ES').format(n)} puntos`;

export interface GroupingProblem extends GroupingWarning {
  kind: 'tooGranular' | 'tooCoarse';
}

/**
 * What is wrong with a grouping over a range, or null: too granular by spec §5 (its message and
 * recommendation), or too coarse (under two points; spec §4's choice recommended).
 */
export function groupingProblem(grouping: Grouping, range: DateRange): GroupingProblem | null {
  const warning = groupingTooGranular(grouping, rangeDays(range));
  if (warning) return { kind: 'tooGranular', ...warning };
  const buckets = bucketCount(grouping, range);
  if (buckets >= MIN_CANDLES) return null;
  const recommended = autoGrouping(range);
  return {
    kind: 'tooCoarse',
    recommended,
    message: `Demasiado amplia: ${points(buckets)} para ${spanLabel(range)} (mínimo ${MIN_CANDLES}). Se recomienda ${recommended}.`,
  };
}

/** Every grouping with whether it suits the range and why (spec §2: unsuitable ones stay selectable). */
export function groupingOptions(range: DateRange): GroupingOption[] {
  const span = spanLabel(range);
  return GROUPINGS.map((value) => {
    const label = GROUPING_LABELS[value];
    const problem = groupingProblem(value, range);
    if (problem) return { value, label, appropriate: false, reason: problem.message };
    const reason = `Adecuada para ${span} (${points(bucketCount(value, range))})`;
    return { value, label, appropriate: true, reason };
  });
}

/**
 * The grouping chosen by range length (spec §4): under 1 h → 1m, under 6 h → 5m, under 1 d → 15m,
 * up to 7 d → 1h, up to 30 d → 4h, up to 180 d → 1d, beyond → 1w.
 */
export function autoGrouping(range: DateRange): Grouping {
  const ms = range.endDate.getTime() - range.startDate.getTime();
  if (ms < MS_PER_HOUR) return '1m';
  if (ms < 6 * MS_PER_HOUR) return '5m';
  if (ms < MS_PER_DAY) return '15m';
  if (ms <= 7 * MS_PER_DAY) return '1h';
  if (ms <= 30 * MS_PER_DAY) return '4h';
  if (ms <= 180 * MS_PER_DAY) return '1d';
  return '1w';
}

/**
 * The grouping to keep after a range change: `grouping` itself when it suits the new range, else
 * spec §4's automatic choice (never one the rule flags: should it be, the problem's own
 * recommendation).
 */
export function adjustGrouping(grouping: Grouping, range: DateRange): Grouping {
  const problem = groupingProblem(grouping, range);
  if (!problem) return grouping;
  const auto = autoGrouping(range);
  return groupingProblem(auto, range) ? problem.recommended : auto;
}
