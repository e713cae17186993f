import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, type RoundTrip } from '@pulso/domain/core';
import { useIntlLocale } from '../../../lib/intl-locale';
import { tripKey, type Excursion, type Excursions } from '../api/get-excursions';
import type { ReviewJournal } from '../lib/review-journal';
import { formatHold, percent, price, quantity, rMultiple, tone, usd } from '../lib/review-format';

const shortDateTime = { dateStyle: 'short', timeStyle: 'short' } as const;

const SIDE_TONE: Record<RoundTrip['side'], string> = {
  long: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  short: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

const COLUMNS = [
  ['closedAt', 'left'],
  ['symbol', 'left'],
  ['side', 'left'],
  ['quantity', 'right'],
  ['entryPrice', 'right'],
  ['exitPrice', 'right'],
  ['hold', 'right'],
  ['netPnl', 'right'],
  ['returnPct', 'right'],
  ['rMultiple', 'right'],
  ['mae', 'right'],
  ['mfe', 'right'],
  ['fills', 'right'],
  ['source', 'left'],
] as const;

// From sm up, a table. Below it (a 390 px phone), each trip reflows into a small card: symbol,
// side and net result; then %, R and the duration; then quantity and prices; then when and how.
const cell = 'max-sm:p-0 sm:px-2.5 sm:py-2.5 sm:first:pl-6 sm:last:pr-6';
const meta = 'max-sm:text-xs text-slate-600 dark:text-slate-300';
const number = 'whitespace-nowrap tabular-nums sm:text-right';
/** A label shown only in the phone card, where there is no header above the value. */
const phoneLabel = 'sm:hidden text-slate-500 dark:text-slate-400';

interface RoundTripsTableProps {
  trips: RoundTrip[];
  timeZone: string;
  /** The journal's column: a trip's note and tags (a phone card's last line). */
  journal?: Pick<ReviewJournal, 'NotesHeader' | 'TripNote'> | undefined;
  /** MAE and MFE by trip, once read from the candles. */
  excursions?: Excursions | undefined;
  /** They are being read: '…' in their cells rather than '—'. */
  excursionsLoading?: boolean;
}

/** The round trips of the review, newest first, as the server lists them. */
export function RoundTripsTable({
  trips,
  timeZone,
  journal,
  excursions,
  excursionsLoading = false,
}: RoundTripsTableProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const date = (ms: number) => new Date(ms).toLocaleString(locale, { ...shortDateTime, timeZone });
  const label = (key: (typeof COLUMNS)[number][0]) => t(`review.columns.${key}`);

  return (
    // relative: the phone's sr-only header (absolutely placed) cannot widen the page. Focusable,
    // so a keyboard can scroll it where the window is narrower than the table.
    <div
      className="relative sm:overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={t('review.listScroll')}
    >
      <table
        aria-label={t('review.listLabel')}
        className="w-full text-left text-sm max-sm:block sm:min-w-[72rem]"
      >
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 max-sm:sr-only dark:bg-white/[0.02] dark:text-slate-400">
          <tr>
            {COLUMNS.map(([key, align]) => (
              <th
                key={key}
                scope="col"
                className={`${cell} font-medium ${align === 'right' ? 'text-right' : ''}`}
              >
                {label(key)}
              </th>
            ))}
            {journal ? <journal.NotesHeader className={`${cell} font-medium`} /> : null}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {trips.map((trip, i) => (
            <tr
              key={`${trip.accountId}-${trip.asset}-${trip.openedAtMs}-${trip.closedAtMs}-${i}`}
              data-trip={`${trip.symbol}-${trip.closedAtMs}`}
              className="border-t border-slate-100 align-top first:max-sm:border-t-0 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 dark:border-white/5"
            >
              <td className={`${cell} ${meta} whitespace-nowrap tabular-nums max-sm:order-4`}>
                <time dateTime={new Date(trip.closedAtMs).toISOString()}>
                  {date(trip.closedAtMs)}
                </time>
              </td>
              <td
                className={`${cell} font-medium text-slate-900 max-sm:order-1 max-sm:grow dark:text-white`}
              >
                {trip.symbol}
              </td>
              <td className={`${cell} max-sm:order-1`}>
                <span
                  className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${SIDE_TONE[trip.side]}`}
                >
                  {t(`review.sides.${trip.side}`)}
                </span>
              </td>
              <td className={`${cell} ${meta} ${number} max-sm:order-3`}>
                <span className={phoneLabel}>{label('quantity')}: </span>
                {quantity(trip.quantity, trip.asset, locale)}
              </td>
              <td className={`${cell} ${meta} ${number} max-sm:order-3`}>
                <span className={phoneLabel}>{label('entryPrice')}: </span>
                {price(trip.entryPrice, locale)}
              </td>
              <td className={`${cell} ${meta} ${number} max-sm:order-3`}>
                <span className={phoneLabel}>{label('exitPrice')}: </span>
                {price(trip.exitPrice, locale)}
              </td>
              <td className={`${cell} ${meta} ${number} max-sm:order-2`}>
                <span className={phoneLabel}>{label('hold')}: </span>
                {formatHold(trip.closedAtMs - trip.openedAtMs)}
              </td>
              <td
                className={`${cell} ${number} font-semibold max-sm:order-1 ${tone(trip.netPnl)}`}
                title={trip.unpricedFees ? t('review.unpricedFees') : undefined}
              >
                {usd(trip.netPnl, locale, true)}
                {trip.unpricedFees ? <span aria-hidden="true">*</span> : null}
              </td>
              <td
                className={`${cell} ${number} max-sm:order-2 max-sm:text-xs ${tone(trip.returnPct)}`}
              >
                <span className={phoneLabel}>{label('returnPct')}: </span>
                {percent(trip.returnPct, locale, true)}
              </td>
              <td className={`${cell} ${meta} ${number} max-sm:order-2`}>
                <span className={phoneLabel}>{label('rMultiple')}: </span>
                {rMultiple(trip.rMultiple, locale, false)}
              </td>
              {(['mae', 'mfe'] as const).map((side) => (
                <td key={side} className={`${cell} ${meta} ${number} max-sm:order-2`}>
                  <span className={phoneLabel}>{label(side)}: </span>
                  <ExcursionCell
                    side={side}
                    excursion={excursions?.get(tripKey(trip))}
                    loading={excursionsLoading}
                  />
                </td>
              ))}
              <td className={`${cell} ${meta} ${number} max-sm:order-4`}>
                <span className={phoneLabel}>{label('fills')}: </span>
                {trip.fills}
              </td>
              <td className={`${cell} ${meta} whitespace-nowrap max-sm:order-4`}>
                {t(`review.sources.${trip.source}`, { defaultValue: trip.source })}
                {/* The alert's, strategy's or leader's tags, given with the trade (issue 38). */}
                {trip.autoTags?.length ? (
                  <ul
                    aria-label={t('review.autoTags')}
                    className="mt-0.5 flex max-w-48 flex-wrap gap-1 whitespace-normal"
                  >
                    {trip.autoTags.map((tag) => (
                      <li
                        key={tag}
                        className="rounded bg-slate-100 px-1 text-[11px] text-slate-600 dark:bg-white/10 dark:text-slate-300"
                      >
                        #{tag}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              {journal ? (
                <journal.TripNote
                  trip={trip}
                  className={`${cell} max-sm:order-5 max-sm:basis-full`}
                />
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A trip's MAE or MFE in US$, its R below when the trip had a planned stop. Loading: '…'; not
 * read or no candles of the market: '—' (with why); a gap in the candles: '*' with how many.
 */
function ExcursionCell({
  side,
  excursion,
  loading,
}: {
  side: 'mae' | 'mfe';
  excursion: Excursion | null | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (excursion === undefined) return <>{loading ? '…' : EMPTY_VALUE}</>;
  if (excursion === null) return <span title={t('review.excursions.noMarket')}>—</span>;
  const r = side === 'mae' ? excursion.maeR : excursion.mfeR;
  return (
    <span
      data-excursion={side}
      title={
        excursion.missingBars > 0
          ? t('review.excursions.gaps', { count: excursion.missingBars })
          : undefined
      }
    >
      <span className={tone(excursion[side])}>{usd(excursion[side], locale, true)}</span>
      {excursion.missingBars > 0 ? <span aria-hidden="true">*</span> : null}
      {r !== undefined ? (
        <span className="block text-[11px] max-sm:inline max-sm:pl-1">{rMultiple(r, locale)}</span>
      ) : null}
    </span>
  );
}
