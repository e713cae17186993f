/**
 * Time groupings for charts: the too-granular rules (spec §5), the automatic choice by range
 * length (spec §4) and the selector's options with their 'appropriate' flag (spec §2).
 */
import { GROUPINGS, groupingIntervalMs } from './constants';
import type { Grouping } from './constants';
import { MS_PER_DAY, MS_PER_HOUR, daysLabel, rangeDays } from './date-range';
import type { DateRange } from './date-range';

/** More buckets than this makes a chart unreadable and a query heavy. */
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

/** Every grouping with whether it suits the range and why (spec §2: unsuitable ones stay selectable). */
export function groupingOptions(range: DateRange): GroupingOption[] {
  const days = rangeDays(range);
  const span = spanLabel(range);
  return GROUPINGS.map((value) => {
    const label = GROUPING_LABELS[value];
    const warning = groupingTooGranular(value, days);
    if (warning) return { value, label, appropriate: false, reason: warning.message };
    const buckets = bucketCount(value, range);
    if (buckets > MAX_CANDLES) {
      return {
        value,
        label,
        appropriate: false,
        reason: `Demasiado granular: ${buckets} puntos para ${span} (máximo ${MAX_CANDLES})`,
      };
    }
    if (buckets < MIN_CANDLES) {
      return {
        value,
        label,
        appropriate: false,
        reason: `Demasiado amplia: ${buckets === 1 ? '1 punto' : `${buckets} puntos`} para ${span} (mínimo ${MIN_CANDLES})`,
      };
    }
    return { value, label, appropriate: true, reason: `Adecuada para ${span} (${buckets} puntos)` };
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

/** The recommended grouping when `grouping` is too granular for the range, else `grouping`. */
export function adjustGrouping(grouping: Grouping, range: DateRange): Grouping {
  return groupingTooGranular(grouping, rangeDays(range))?.recommended ?? grouping;
}
