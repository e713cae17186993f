import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd, type ReviewDay } from '@pulso/domain/core';
import { useIntlLocale } from '../../../lib/intl-locale';
import {
  CalendarNav,
  DayButton,
  dayKey,
  daysInMonth,
  largestNet,
  leadOf,
  monthsOf,
  totalsOf,
  useDayLabel,
  utcDate,
  yearOf,
} from './review-calendar-parts';

interface ReviewCalendarYearProps {
  /** The days of the period with trips, in order. */
  days: readonly ReviewDay[];
  byDay: ReadonlyMap<string, ReviewDay>;
  /** 'YYYY': the year shown, between the first and the last year with days. */
  year: string;
  onShift: (by: -1 | 1) => void;
  selected: string | null;
  onSelect: (day: string | null) => void;
  /** The first and last 'YYYY-MM' with days: the months the month view can open. */
  first: string;
  last: string;
  onOpenMonth: (month: string) => void;
}

/**
 * The year view of the P&L calendar: twelve small months of day squares (Monday first) coloured
 * like the month view, but against the largest day of the whole year. Days with trips are the
 * same buttons as in the month view; a month's name opens it in the month view.
 */
export function ReviewCalendarYear({
  days,
  byDay,
  year,
  onShift,
  selected,
  onSelect,
  first,
  last,
  onOpenMonth,
}: ReviewCalendarYearProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const dayLabel = useDayLabel();
  const inYear = useMemo(() => days.filter((d) => yearOf(d.day) === year), [days, year]);
  const largest = largestNet(inYear);
  const { net, trips } = totalsOf(inYear);
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  const yearTitle = new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(
    utcDate(`${year}-01`),
  );

  return (
    <>
      <CalendarNav
        title={yearTitle}
        onShift={onShift}
        atFirst={year <= yearOf(first)}
        atLast={year >= yearOf(last)}
        previousLabel={t('review.calendar.previousYear')}
        nextLabel={t('review.calendar.nextYear')}
      />
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-3">
        {monthsOf(year).map((month) => {
          const name = monthName.format(utcDate(month));
          const opens = month >= first && month <= last;
          return (
            <div key={month} className="mx-auto flex w-full max-w-[6.875rem] flex-col gap-1">
              <h4 className="text-xs font-medium text-slate-700 dark:text-slate-200">
                {opens ? (
                  <button
                    type="button"
                    onClick={() => onOpenMonth(month)}
                    title={t('review.calendar.openMonth')}
                    className="block rounded first-letter:uppercase hover:text-sky-700 hover:underline dark:hover:text-sky-300"
                  >
                    {name}
                  </button>
                ) : (
                  <span className="block first-letter:uppercase">{name}</span>
                )}
              </h4>
              {/* As in the month view: only the days with trips are buttons. */}
              <div className="grid grid-cols-7 gap-0.5">
                {Array.from({ length: leadOf(month) }, (_, i) => (
                  <div key={`lead-${i}`} aria-hidden="true" />
                ))}
                {Array.from({ length: daysInMonth(month) }, (_, i) => {
                  const day = dayKey(month, i + 1);
                  const data = byDay.get(day);
                  return data ? (
                    <DayButton
                      key={day}
                      data={data}
                      largest={largest}
                      selected={selected}
                      onSelect={onSelect}
                      label={dayLabel(data)}
                      className="block aspect-square w-full rounded-sm"
                    />
                  ) : (
                    <div
                      key={day}
                      aria-hidden="true"
                      className="aspect-square rounded-sm bg-slate-100/70 dark:bg-white/5"
                    />
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('review.calendar.year', {
          net: formatUsd(net, { locale, signed: true }),
          count: trips,
        })}
      </p>
    </>
  );
}
