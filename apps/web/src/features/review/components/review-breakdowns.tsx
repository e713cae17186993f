import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BREAKDOWN_DIMENSIONS,
  HOLD_BUCKETS,
  REVIEW_MINIMUM_TRIPS,
  type BreakdownDimension,
  type BreakdownRow,
  type Breakdowns,
  type HoldBucket,
} from '@pulso/domain/core';
import { SelectField } from '../../../components/ui/select-field';
import { useIntlLocale } from '../../../lib/intl-locale';
import { breakdownCsv } from '../lib/review-csv';
import { CsvButton } from './csv-button';
import { percent, tone, usd } from '../lib/review-format';

const HOLD_ORDER: readonly string[] = HOLD_BUCKETS.map(([key]) => key);

/**
 * The review's breakdowns (issue 38): the round trips grouped by symbol, source, entry weekday or
 * hour (the viewer's zone), holding time, account or journal tag — each group with its N, win rate
 * and net result, and a mark where N is under the minimum. The account grouping is offered only
 * when the review spans several accounts, the tag grouping only when some trip has a tag; a tag's
 * row narrows the review to it.
 */
export function ReviewBreakdowns({
  breakdowns,
  onTag,
}: {
  breakdowns: Breakdowns;
  /** Narrow the review to a tag (its row's button); absent: the rows are not buttons. */
  onTag?: ((tag: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  // Accounts only when there are several; tags only when a journal the viewer reads has some.
  const dimensions = BREAKDOWN_DIMENSIONS.filter(
    (d) =>
      (d !== 'account' || breakdowns.account.length > 1) &&
      (d !== 'tag' || breakdowns.tag.some((row) => row.key !== '')),
  );
  const [dimension, setDimension] = useState<BreakdownDimension>('symbol');
  // A dimension that went away (the last tag removed) falls back to the symbol.
  const shown = dimensions.includes(dimension) ? dimension : 'symbol';
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const label = (row: BreakdownRow): string => {
    switch (shown) {
      case 'source':
        return t(`review.sources.${row.key}`, { defaultValue: row.key });
      case 'weekday':
        // 2024-01-01 was a Monday (ISO day 1).
        return weekday.format(Date.UTC(2024, 0, Number(row.key)));
      case 'hour':
        return `${row.key}:00–${row.key}:59`;
      case 'hold':
        return t(`review.breakdowns.holds.${row.key as HoldBucket}`);
      case 'tag':
        return row.key === '' ? t('review.breakdowns.untagged') : `#${row.key}`;
      default:
        return row.key;
    }
  };
  const rows =
    shown === 'hold'
      ? [...breakdowns.hold].sort((a, b) => HOLD_ORDER.indexOf(a.key) - HOLD_ORDER.indexOf(b.key))
      : breakdowns[shown];
  const cell = 'px-2.5 py-2 first:pl-0 last:pr-0';

  const exportCsv = () =>
    breakdownCsv(
      rows,
      [
        t(`review.breakdowns.dimensions.${shown}`),
        'N',
        t('review.breakdowns.wins'),
        t('review.stats.netPnl'),
      ],
      label,
    );

  return (
    <section aria-label={t('review.breakdowns.label')} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <SelectField
          label={t('review.breakdowns.by')}
          value={shown}
          onChange={(e) => setDimension(e.target.value as BreakdownDimension)}
          className="max-w-xs"
        >
          {dimensions.map((d) => (
            <option key={d} value={d}>
              {t(`review.breakdowns.dimensions.${d}`)}
            </option>
          ))}
        </SelectField>
        <CsvButton label={t('review.breakdowns.exportCsv')} name={shown} csv={exportCsv} />
      </div>
      <table className="w-full text-sm" aria-label={t(`review.breakdowns.dimensions.${shown}`)}>
        <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
          <tr>
            <th scope="col" className={`${cell} text-left font-medium`}>
              {t('review.breakdowns.group')}
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              N
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              {t('review.stats.winRate')}
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              {t('review.stats.netPnl')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/5">
          {rows.map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className={`${cell} text-left font-normal text-slate-800 first-letter:uppercase dark:text-slate-100`}
              >
                {shown === 'tag' && row.key !== '' && onTag ? (
                  <button
                    type="button"
                    onClick={() => onTag(row.key)}
                    aria-label={t('review.breakdowns.filterTag', { tag: row.key })}
                    className="font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
                  >
                    {label(row)}
                  </button>
                ) : (
                  label(row)
                )}
              </th>
              <td className={`${cell} text-right tabular-nums text-slate-700 dark:text-slate-200`}>
                {row.trips}
                {row.trips < REVIEW_MINIMUM_TRIPS ? (
                  <span
                    className="ml-1 text-slate-500 dark:text-slate-400"
                    title={t('review.breakdowns.few', { minimum: REVIEW_MINIMUM_TRIPS })}
                    aria-label={t('review.breakdowns.few', { minimum: REVIEW_MINIMUM_TRIPS })}
                  >
                    *
                  </span>
                ) : null}
              </td>
              <td className={`${cell} text-right tabular-nums text-slate-700 dark:text-slate-200`}>
                {percent((row.wins / row.trips) * 100, locale)}
              </td>
              <td
                className={`${cell} whitespace-nowrap text-right tabular-nums ${tone(row.netPnl)}`}
              >
                {usd(row.netPnl, locale, true)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('review.breakdowns.footnote', { minimum: REVIEW_MINIMUM_TRIPS })}
        {shown === 'tag' ? ` ${t('review.breakdowns.tagFootnote')}` : null}
      </p>
    </section>
  );
}
