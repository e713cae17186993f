import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatUsd, type ReviewDay } from '@pulso/domain/core';
import { useIntlLocale } from '../../../lib/intl-locale';

interface ReviewCalendarProps {
  /** The days of the period with a round trip closed in them, in order (the viewer's zone). */
  days: readonly ReviewDay[];
  /** The day whose trips the list shows; null: the whole period. */
  selected: string | null;
  onSelect: (day: string | null) => void;
}

const monthOf = (day: string) => day.slice(0, 7);
const utcDate = (month: string, d = 1) =>
  Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, d);
function shiftMonth(month: string, by: number): string {
  const at = new Date(utcDate(month));
  at.setUTCMonth(at.getUTCMonth() + by);
  return at.toISOString().slice(0, 7);
}

/** A cell's colour: green for a winning day, red for a losing one, stronger with its size. */
function shade(net: number, largest: number): string {
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

/**
 * The P&L calendar (issue 38): a month of day cells (Monday first) coloured by the net result of
 * the round trips closed that day in the viewer's time zone. A day with trips is a button: it
 * shows that day's trips in the list below; pressed again, the whole period.
 */
export function ReviewCalendar({ days, selected, onSelect }: ReviewCalendarProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const byDay = useMemo(() => new Map(days.map((d) => [d.day, d])), [days]);
  const first = days[0] ? monthOf(days[0].day) : null;
  const last = days.at(-1) ? monthOf(days.at(-1)!.day) : null;
  const [shown, setShown] = useState<string | null>(null);
  const month = shown && first && last && shown >= first && shown <= last ? shown : last;
  if (!month || !first || !last) return null;

  const inMonth = days.filter((d) => monthOf(d.day) === month);
  const largest = Math.max(0, ...inMonth.map((d) => Math.abs(Number(d.netPnl))));
  const total = inMonth.reduce((s, d) => s + Number(d.netPnl), 0);
  const trips = inMonth.reduce((s, d) => s + d.trips, 0);
  const lastDay = new Date(
    Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0),
  ).getUTCDate();
  const lead = (new Date(utcDate(month)).getUTCDay() + 6) % 7;
  const title = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(month));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: the week's initials in the locale's words.
  const initials = Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i)));
  const longDay = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const nav =
    'rounded-lg px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 disabled:opacity-30 dark:text-slate-300 dark:hover:bg-white/10';

  return (
    <section
      aria-label={t('review.calendar.label')}
      className="flex w-full max-w-md flex-col gap-2 justify-self-center"
    >
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={nav}
          onClick={() => setShown(shiftMonth(month, -1))}
          disabled={month <= first}
          aria-label={t('review.calendar.previous')}
        >
          ‹
        </button>
        <h3 className="text-sm font-semibold text-slate-900 first-letter:uppercase dark:text-white">
          {title}
        </h3>
        <button
          type="button"
          className={nav}
          onClick={() => setShown(shiftMonth(month, 1))}
          disabled={month >= last}
          aria-label={t('review.calendar.next')}
        >
          ›
        </button>
      </div>
      {/* Not an ARIA grid: each day with trips is a button that names its date and result; the
          weekday initials and empty days are what the eye needs to place them. */}
      <div className="grid grid-cols-7 gap-1 text-center">
        {initials.map((initial, i) => (
          <div
            key={i}
            aria-hidden="true"
            className="text-[11px] font-medium text-slate-500 dark:text-slate-400"
          >
            {initial}
          </div>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <div key={`lead-${i}`} aria-hidden="true" />
        ))}
        {Array.from({ length: lastDay }, (_, i) => {
          const day = `${month}-${String(i + 1).padStart(2, '0')}`;
          const data = byDay.get(day);
          if (!data) {
            return (
              <div
                key={day}
                aria-hidden="true"
                className="rounded-lg py-1.5 text-xs text-slate-500 dark:text-slate-400"
              >
                {i + 1}
              </div>
            );
          }
          const net = Number(data.netPnl);
          const pressed = selected === day;
          return (
            <div key={day}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={t('review.calendar.day', {
                  date: longDay.format(utcDate(month, i + 1)),
                  net: formatUsd(net, { locale, signed: true }),
                  count: data.trips,
                })}
                onClick={() => onSelect(pressed ? null : day)}
                className={`flex w-full flex-col items-center rounded-lg py-1 leading-tight ${shade(net, largest)} ${pressed ? 'ring-2 ring-sky-500 ring-offset-1 dark:ring-offset-slate-900' : ''}`}
              >
                <span className="text-xs font-semibold">{i + 1}</span>
                <span className="max-w-full truncate px-0.5 text-[10px]">
                  {formatCompact(net, 1, locale)}
                </span>
              </button>
            </div>
          );
        })}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('review.calendar.month', {
          net: formatUsd(total, { locale, signed: true }),
          count: trips,
        })}
      </p>
    </section>
  );
}
