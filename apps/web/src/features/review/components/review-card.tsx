import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartIcon } from '../../../components/ui/icons';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useDebouncedDateRange } from '../../date-range';
import { useIntlLocale } from '../../../lib/intl-locale';
import { Spinner } from '../../../components/ui/spinner';
import { useExcursions } from '../api/get-excursions';
import { useExecution } from '../api/get-execution';
import { useReview } from '../api/get-review';
import type { ReviewParams } from '../api/review-keys';
import type { ReviewJournal } from '../lib/review-journal';
import { reviewCsv, REVIEW_CSV_COLUMNS, type ReviewCsvLabels } from '../lib/review-csv';
import { useReviewParams } from '../lib/use-review-params';
import { CsvButton } from './csv-button';
import { ReviewBreakdowns } from './review-breakdowns';
import { ReviewCalendar } from './review-calendar';
import { ReviewExcursions } from './review-excursions';
import { ReviewExecution } from './review-execution';
import { ReviewRisk } from './review-risk';
import { ReviewStatistics } from './review-statistics';
import { RoundTripsTable } from './round-trips-table';

const muted = 'text-xs text-slate-500 dark:text-slate-400';

interface ReviewCardProps {
  /** Undefined: all the caller's accounts (private audience only). */
  accountId?: string;
  /** A named list's accounts instead (private audience only). */
  accountIds?: readonly string[] | undefined;
  /** The owner's (or an admin's) view, or a visitor's through the public route. */
  audience?: ReviewParams['scope'];
  /** The account's journal, when the app composes one in: notes beside trips and days. */
  journal?: ReviewJournal | undefined;
}

/**
 * Revisión de operaciones (issue 38): the round trips closed in the page's period, their
 * trade-level statistics (each with its N when that is too small to lean on), and the list itself
 * as a table and as CSV. Refetches with the analytics on every new trade.
 */
export function ReviewCard(props: ReviewCardProps) {
  const { timeframe, customDateRange } = useDebouncedDateRange();
  // A new period is a new review: a day picked in the last one's calendar goes with it.
  return <PeriodReview key={JSON.stringify([timeframe, customDateRange])} {...props} />;
}

function PeriodReview({ accountId, accountIds, audience = 'private', journal }: ReviewCardProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  // A calendar day picked: the list shows its trips, the statistics keep the period.
  const [day, setDay] = useState<string | null>(null);
  // The capital the period figures start from, when the viewer names one.
  const [capital, setCapital] = useState<number | null>(null);
  // A journal tag picked in the breakdown: every figure but the period's is of its trips.
  const [tag, setTag] = useState<string | null>(null);
  const params = useReviewParams(audience, accountIds ?? accountId, day, capital, tag);
  const review = useReview(params);
  const data = review.data;
  const trips = data?.roundTrips ?? [];
  // MAE and MFE of the listed trips, read from the candles once the list is known.
  const excursions = useExcursions(params.scope, trips);
  // How the period's signals filled: the owner's view only (the hook asks nothing in public).
  const execution = useExecution(params);
  const risk = data?.risk ? (
    <ReviewRisk risk={data.risk} capital={capital} onCapital={setCapital} />
  ) : null;

  const tripsCsv = () => {
    const labels: ReviewCsvLabels = {
      columns: Object.fromEntries(
        REVIEW_CSV_COLUMNS.map((column) => [column, t(`review.columns.${column}`)]),
      ) as ReviewCsvLabels['columns'],
      side: { long: t('review.sides.long'), short: t('review.sides.short') },
      source: (source) => t(`review.sources.${source}`, { defaultValue: source }),
    };
    return reviewCsv(trips, labels, excursions.data);
  };

  const Scope = journal?.Scope ?? Unwrapped;
  const toMs = data?.dateRange.endDate ? Date.parse(data.dateRange.endDate) : 0;
  return (
    <Scope trips={trips} toMs={toMs}>
      <SectionCard
        title={t('review.title')}
        description={t('review.description')}
        icon={<ChartIcon className="size-5" />}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {journal ? <journal.Tools /> : null}
            {trips.length > 0 ? (
              <CsvButton label={t('review.exportCsv')} name={params.timeframe} csv={tripsCsv} />
            ) : null}
          </div>
        }
      >
        <div aria-busy={review.isFetching || undefined} className="flex flex-col gap-4">
          {review.isPending ? (
            <div
              role="status"
              aria-label={t('app.loadingPage')}
              className="flex justify-center py-4"
            >
              <Spinner className="size-5 text-emerald-500" />
            </div>
          ) : review.isError ? (
            <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
              {review.error.message || t('review.loadFailed')}
            </p>
          ) : (
            <>
              {tag ? (
                <div className="flex flex-col gap-1 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-slate-700 dark:bg-emerald-500/10 dark:text-slate-200">
                  <p className="flex flex-wrap items-center gap-2">
                    {t('review.tagFilter.shown', { tag })}
                    <Button variant="secondary" size="sm" onClick={() => setTag(null)}>
                      {t('review.tagFilter.clear')}
                    </Button>
                  </p>
                  <p className={muted}>{t('review.tagFilter.noRisk')}</p>
                </div>
              ) : null}
              {review.data.statistics.trips === 0 ? (
                <>
                  <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-white/10 dark:text-slate-400">
                    {t('review.empty')}
                  </p>
                  {risk}
                </>
              ) : (
                <>
                  <ReviewStatistics statistics={review.data.statistics} />
                  {risk}
                  <div className="grid gap-6 lg:grid-cols-2">
                    <ReviewCalendar days={review.data.days} selected={day} onSelect={setDay} />
                    <ReviewBreakdowns
                      breakdowns={review.data.breakdowns}
                      onTag={(picked) => {
                        setDay(null);
                        setTag(picked);
                      }}
                    />
                  </div>
                  {day ? (
                    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                      {t('review.calendar.dayFilter', {
                        date: new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, {
                          timeZone: 'UTC',
                        }),
                      })}
                      <Button variant="secondary" size="sm" onClick={() => setDay(null)}>
                        {t('review.calendar.clearDay')}
                      </Button>
                      {journal ? <journal.DayNote day={day} /> : null}
                    </p>
                  ) : null}
                  {excursions.data ? (
                    <ReviewExcursions trips={trips} excursions={excursions.data} />
                  ) : excursions.isError ? (
                    <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                      {excursions.error.message || t('review.excursions.loadFailed')}
                    </p>
                  ) : null}
                  <div className="-mx-5 border-t border-slate-100 sm:-mx-6 dark:border-white/5">
                    <RoundTripsTable
                      trips={trips}
                      timeZone={review.data.timeZone}
                      journal={journal}
                      excursions={excursions.data}
                      excursionsLoading={excursions.isFetching}
                    />
                  </div>
                  {!day && review.data.statistics.trips > trips.length ? (
                    <p className={muted}>
                      {t('review.listed', {
                        shown: trips.length,
                        total: review.data.statistics.trips,
                      })}
                    </p>
                  ) : null}
                </>
              )}
              {execution.data ? (
                <ReviewExecution execution={execution.data} timeZone={review.data.timeZone} />
              ) : execution.isError ? (
                <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
                  {execution.error.message || t('review.execution.loadFailed')}
                </p>
              ) : null}
              {review.data.unpricedTrips > 0 ? (
                <p data-note="unpriced" className={muted}>
                  {t('review.unpriced', { count: review.data.unpricedTrips })}
                </p>
              ) : null}
            </>
          )}
        </div>
      </SectionCard>
    </Scope>
  );
}

/** Without a journal, the review is not wrapped in anything. */
function Unwrapped({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
