import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd, type ReviewDay } from '@pulso/domain/core';
import { useIntlLocale } from '../../../lib/intl-locale';

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export const monthOf = (day: string) => day.slice(0, 7);
/** 'YYYY' of a 'YYYY-MM-DD' day or a 'YYYY-MM' month. */
export const yearOf = (dayOrMonth: string) => dayOrMonth.slice(0, 4);
/** Midnight UTC of a day of a 'YYYY-MM' month: the calendar formats its dates in UTC. */
export const utcDate = (month: string, d = 1) =>
  Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, d);

export function shiftMonth(month: string, by: number): string {
  const at = new Date(utcDate(month));
  at.setUTCMonth(at.getUTCMonth() + by);
  return at.toISOString().slice(0, 7);
}

/** How many days a 'YYYY-MM' month has. */
export const daysInMonth = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** The empty cells before the 1st in a Monday-first week. */
export const leadOf = (month: string) => (new Date(utcDate(month)).getUTCDay() + 6) % 7;

/** 'YYYY-MM-DD' of a day of a 'YYYY-MM' month. */
export const dayKey = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;

/** The twelve 'YYYY-MM' months of a 'YYYY' year. */
export const monthsOf = (year: string) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

/** The largest absolute net of some days (what the strongest colour is measured against). */
export const largestNet = (days: readonly ReviewDay[]) =>
  Math.max(0, ...days.map((d) => Math.abs(Number(d.netPnl))));

/** The net result and the trips of some days. */
export const totalsOf = (days: readonly ReviewDay[]) => ({
  net: days.reduce((s, d) => s + Number(d.netPnl), 0),
  trips: days.reduce((s, d) => s + d.trips, 0),
});

/** A cell's colour: green for a winning day, red for a losing one, stronger with its size. */
export function shade(net: number, largest: number): string {
  if (net === 0 || largest === 0)
    return 'bg-slate-100 text-slate-700 dark:bg-white/10 dark:text-slate-200';
  const strong = Math.abs(net) >= largest / 2;
  if (net > 0) {
    return strong
      ? 'bg-emerald-700 text-white'
      : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/25 dark:text-emerald-100';
  }
  return strong
    ? 'bg-rose-700 text-white'
    : 'bg-rose-100 text-rose-900 dark:bg-rose-500/25 dark:text-rose-100';
}

/** The ring of the selected day. */
export const PRESSED_RING = 'ring-2 ring-sky-500 ring-offset-1 dark:ring-offset-slate-900';

/** The text of the calendar's ‹ › buttons and its muted lines. */
export const NAV_BUTTON =
  'rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 disabled:opacity-30 dark:text-slate-300 dark:hover:bg-white/10';

/** A day button's accessible name: its date, its net result and its trips. */
export function useDayLabel(): (data: ReviewDay) => string {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const longDay = useMemo(
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    [locale],
  );
  return (data) =>
    t('review.calendar.day', {
      date: longDay.format(utcDate(monthOf(data.day), Number(data.day.slice(8, 10)))),
      net: formatUsd(Number(data.netPnl), { locale, signed: true }),
      count: data.trips,
    });
}

interface DayButtonProps {
  data: ReviewDay;
  /** The largest absolute net of the days shown together (the month, or the year). */
  largest: number;
  selected: string | null;
  onSelect: (day: string | null) => void;
  label: string;
  className: string;
  children?: ReactNode;
}

/** A day with trips: pressed, it selects the day; pressed again, the whole period. */
export function DayButton({
  data,
  largest,
  selected,
  onSelect,
  label,
  className,
  children,
}: DayButtonProps) {
  const pressed = selected === data.day;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => onSelect(pressed ? null : data.day)}
      className={`${className} ${shade(Number(data.netPnl), largest)} ${pressed ? `relative z-10 ${PRESSED_RING}` : ''}`}
    >
      {children}
    </button>
  );
}

interface CalendarNavProps {
  title: string;
  onShift: (by: -1 | 1) => void;
  atFirst: boolean;
  atLast: boolean;
  previousLabel: string;
  nextLabel: string;
}

/** ‹ title ›: the buttons are disabled at the first and last month (or year) with data. */
export function CalendarNav({
  title,
  onShift,
  atFirst,
  atLast,
  previousLabel,
  nextLabel,
}: CalendarNavProps) {
  return (
    <div className="flex items-center justify-between gap-2">
      <button
        type="button"
        className={NAV_BUTTON}
        onClick={() => onShift(-1)}
        disabled={atFirst}
        aria-label={previousLabel}
      >
        ‹
      </button>
      <h3 className="text-sm font-semibold text-slate-900 first-letter:uppercase dark:text-white">
        {title}
      </h3>
      <button
        type="button"
        className={NAV_BUTTON}
        onClick={() => onShift(1)}
        disabled={atLast}
        aria-label={nextLabel}
      >
        ›
      </button>
    </div>
  );
}
