import { useTranslation } from 'react-i18next';
import { REVIEW_MINIMUM_TRIPS, type Spread } from '@pulso/domain/core';
import type { ExecutionResponse } from '@pulso/domain/schemas';
import { useIntlLocale } from '../../../lib/intl-locale';
import { bps, latency, percent, price } from '../lib/review-format';
import { StatTiles, type Tile } from './review-tiles';

const muted = 'text-xs text-slate-500 dark:text-slate-400';
const worse = 'text-rose-600 dark:text-rose-400';
const better = 'text-emerald-600 dark:text-emerald-400';
const shortDateTime = { dateStyle: 'short', timeStyle: 'medium' } as const;
const cell = 'px-2.5 py-2 first:pl-0 last:pr-0';
const number = `${cell} whitespace-nowrap text-right tabular-nums`;

/**
 * Calidad de ejecución (issue 38): how far each executed signal's fill was from the alert's price
 * and how long it took to get there — the alert to Pulso, Pulso's processing, the alert to the
 * fill — as medians and 95th percentiles with their N, and the latest signals one by one.
 */
export function ReviewExecution({
  execution,
  timeZone,
}: {
  execution: ExecutionResponse;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const { summary, data } = execution;
  const unit = t('review.execution.bp');
  if (summary.slippageBps.n === 0) return null;
  const few = (s: Spread) =>
    s.few ? t('review.few', { n: s.n, minimum: REVIEW_MINIMUM_TRIPS }) : t('review.n', { n: s.n });
  const time = (key: 'delivery' | 'processing' | 'alertToFill', s: Spread): Tile => ({
    key,
    label: t(`review.execution.${key}`),
    value: latency(s.median, locale),
    hint: t('review.execution.p95', { value: latency(s.p95, locale) }),
    note: few(s),
  });
  const slip = summary.slippageBps;
  const tiles: Tile[] = [
    {
      key: 'slippage',
      label: t('review.execution.slippage'),
      value: bps(slip.median, locale, unit),
      tone: (slip.median ?? 0) > 0 ? worse : undefined,
      hint: t('review.execution.slippageSpread', {
        p95: bps(slip.p95, locale, unit),
        max: bps(slip.max, locale, unit),
      }),
      note: few(slip),
    },
    {
      key: 'atOrBetter',
      label: t('review.execution.atOrBetter'),
      value: percent(summary.atOrBetter === null ? null : summary.atOrBetter * 100, locale),
    },
    time('delivery', summary.deliveryMs),
    time('processing', summary.processingMs),
    time('alertToFill', summary.alertToFillMs),
  ];
  const date = (ms: number) => new Date(ms).toLocaleString(locale, { ...shortDateTime, timeZone });
  const columns = [
    'executedAt',
    'symbol',
    'side',
    'source',
    'alertPrice',
    'fillPrice',
    'slippage',
    'delivery',
    'processing',
  ] as const;
  const right = new Set<string>(['alertPrice', 'fillPrice', 'slippage', 'delivery', 'processing']);

  return (
    <section aria-labelledby="review-execution" className="flex flex-col gap-3">
      <h3 id="review-execution" className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('review.execution.title')}
      </h3>
      <p className={muted}>{t('review.execution.explain')}</p>
      <StatTiles label={t('review.execution.title')} tiles={tiles} />
      <details className="text-sm">
        <summary className="cursor-pointer text-slate-700 dark:text-slate-200">
          {t('review.execution.latest', { count: data.length })}
        </summary>
        <div
          className="mt-2 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={t('review.execution.latestLabel')}
        >
          <table
            aria-label={t('review.execution.latestLabel')}
            className="w-full min-w-[48rem] text-left text-sm"
          >
            <thead className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
              <tr>
                {columns.map((c) => (
                  <th
                    key={c}
                    scope="col"
                    className={`${cell} font-medium ${right.has(c) ? 'text-right' : ''}`}
                  >
                    {t(`review.execution.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((s) => (
                <tr
                  key={s.signalId}
                  data-signal={s.signalId}
                  className="border-t border-slate-100 dark:border-white/5"
                >
                  <td
                    className={`${cell} whitespace-nowrap tabular-nums text-slate-600 dark:text-slate-300`}
                  >
                    <time dateTime={new Date(s.executedAtMs).toISOString()}>
                      {date(s.executedAtMs)}
                    </time>
                  </td>
                  <td className={`${cell} font-medium text-slate-900 dark:text-white`}>
                    {s.symbol}
                  </td>
                  <td className={cell}>{t(`review.execution.sides.${s.side}`)}</td>
                  <td className={cell}>
                    {s.workingOrder
                      ? t('review.execution.workingOrder')
                      : t(`review.sources.${s.source}`)}
                  </td>
                  <td className={number}>{price(s.alertPrice, locale)}</td>
                  <td className={number}>{price(s.fillPrice, locale)}</td>
                  <td
                    className={`${number} ${s.slippageBps > 0 ? worse : s.slippageBps < 0 ? better : ''}`}
                  >
                    {bps(s.slippageBps, locale, unit)}
                  </td>
                  <td className={number}>{latency(s.receivedAtMs - s.alertAtMs, locale)}</td>
                  <td className={number}>
                    {latency(
                      s.finishedAtMs === null ? null : s.finishedAtMs - s.receivedAtMs,
                      locale,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
