import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompact, formatUsd, type ReviewDay } from '@pulso/domain/core';
import { useIntlLocale } from '../../../lib/intl-locale';
import {
  CalendarNav,
  DayButton,
  dayKey,
  daysInMonth,
  largestNet,
  leadOf,
  monthOf,
  shiftMonth,
  totalsOf,
  useDayLabel,
  utcDate,
  yearOf,
} from './review-calendar-parts';
import { ReviewCalendarYear } from './review-calendar-year';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { daysCsv } from '../lib/review-csv';
import { CsvButton } from './csv-button';

interface ReviewCalendarProps {
  /** The days of the period with a round trip closed in them, in order (the viewer's zone). */
  days: readonly ReviewDay[];
  /** The day whose trips the list shows; null: the whole period. */
  selected: string | null;
  onSelect: (day: string | null) => void;
}

type View = 'month' | 'year';

/**
 * The P&L calendar (issue 38): a month, or a year, of day cells (Monday first) coloured by the
 * net result of the round trips closed that day in the viewer's time zone. A day with trips is a
 * button: it shows that day's trips in the list below; pressed again, the whole period.
 */
export function ReviewCalendar({ days, selected, onSelect }: ReviewCalendarProps) {
  const { t } = useTranslation();
  const byDay = useMemo(() => new Map(days.map((d) => [d.day, d])), [days]);
  const first = days[0] ? monthOf(days[0].day) : null;
  const last = days.at(-1) ? monthOf(days.at(-1)!.day) : null;
  const [view, setView] = useState<View>('month');
  const [shown, setShown] = useState<string | null>(null);
  const [shownYear, setShownYear] = useState<string | null>(null);
  const month = shown && first && last && shown >= first && shown <= last ? shown : last;
  if (!month || !first || !last) return null;
  const year =
    shownYear && shownYear >= yearOf(first) && shownYear <= yearOf(last)
      ? shownYear
      : yearOf(month);

  return (
    <section
      aria-label={t('review.calendar.label')}
      className={`flex w-full flex-col gap-2 justify-self-center ${view === 'month' ? 'max-w-md' : 'max-w-2xl'}`}
    >
      <ToggleGroup
        label={t('review.calendar.view')}
        className="self-center"
        options={[
          { value: 'month', label: t('review.calendar.viewMonth') },
          { value: 'year', label: t('review.calendar.viewYear') },
        ]}
        value={view}
        onChange={(value: View) => {
          // The year view opens on the year of the month shown.
          if (value === 'year' && view !== 'year') setShownYear(yearOf(month));
          setView(value);
        }}
      />
      {view === 'month' ? (
        <MonthView
          days={days}
          byDay={byDay}
          month={month}
          onShift={(by) => setShown(shiftMonth(month, by))}
          first={first}
          last={last}
          selected={selected}
          onSelect={onSelect}
        />
      ) : (
        <ReviewCalendarYear
          days={days}
          byDay={byDay}
          year={year}
          onShift={(by) => setShownYear(String(Number(year) + by))}
          first={first}
          last={last}
          selected={selected}
          onSelect={onSelect}
          onOpenMonth={(opened) => {
            setShown(opened);
            setView('month');
          }}
        />
      )}
      <CsvButton
        className="self-center"
        label={t('review.calendar.csv.export')}
        name={t('review.calendar.csv.file')}
        csv={() =>
          daysCsv(days, [
            t('review.calendar.csv.day'),
            t('review.stats.netPnl'),
            t('review.calendar.csv.trips'),
          ])
        }
      />
    </section>
  );
}

interface MonthViewProps {
  days: readonly ReviewDay[];
  byDay: ReadonlyMap<string, ReviewDay>;
  /** 'YYYY-MM': the month shown, between the first and the last month with days. */
  month: string;
  onShift: (by: -1 | 1) => void;
  first: string;
  last: string;
  selected: string | null;
  onSelect: (day: string | null) => void;
}

/** A month of day cells, each day with trips showing its net result in short. */
function MonthView({
  days,
  byDay,
  month,
  onShift,
  first,
  last,
  selected,
  onSelect,
}: MonthViewProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const dayLabel = useDayLabel();
  const inMonth = days.filter((d) => monthOf(d.day) === month);
  const largest = largestNet(inMonth);
  const { net: total, trips } = totalsOf(inMonth);
  const title = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(month));
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: the week's initials in the locale's words.
  const initials = Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i)));

  return (
    <>
      <CalendarNav
        title={title}
        onShift={onShift}
        atFirst={month <= first}
        atLast={month >= last}
        previousLabel={t('review.calendar.previous')}
        nextLabel={t('review.calendar.next')}
      />
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
        {Array.from({ length: leadOf(month) }, (_, i) => (
          <div key={`lead-${i}`} aria-hidden="true" />
        ))}
        {Array.from({ length: daysInMonth(month) }, (_, i) => {
          const day = dayKey(month, i + 1);
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
          return (
            <div key={day}>
              <DayButton
                data={data}
                largest={largest}
                selected={selected}
                onSelect={onSelect}
                label={dayLabel(data)}
                className="flex w-full flex-col items-center rounded-lg py-1 leading-tight"
              >
                <span className="text-xs font-semibold">{i + 1}</span>
                <span className="max-w-full truncate px-0.5 text-[10px]">
                  {formatCompact(Number(data.netPnl), 1, locale)}
                </span>
              </DayButton>
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
    </>
  );
}
