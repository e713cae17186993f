import { formatDecimal, formatPercent, formatUsd } from '@pulso/domain/core';
import type { PnlResponse, VolumeResponse } from '@pulso/domain/schemas';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '../../../lib/intl-locale';
import { num } from '../lib/use-analytics-params';
import { Skeleton } from './skeleton';
import { UnpricedNote } from './unpriced-note';

const tone = (value: number) =>
  value > 0
    ? 'text-emerald-600 dark:text-emerald-400'
    : value < 0
      ? 'text-rose-600 dark:text-rose-400'
      : 'text-slate-900 dark:text-white';

interface KpiCardsProps {
  pnl: PnlResponse | undefined;
  volume: VolumeResponse | undefined;
}

/** Total PnL, ROI, win rate, trades and volume of the selection (spec §3 account analysis). */
export function KpiCards({ pnl, volume }: KpiCardsProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const total = num(pnl?.pnlData.totalPnL);
  const cards = [
    {
      key: 'totalPnL',
      label: t('analytics.kpi.totalPnl'),
      value: pnl ? formatUsd(total, { signed: true }) : undefined,
      raw: pnl?.pnlData.totalPnL,
      className: tone(total),
      hint: pnl
        ? [
            t('analytics.kpi.pnlHint', {
              realized: formatUsd(num(pnl.pnlData.realized)),
              unrealized: formatUsd(num(pnl.pnlData.unrealized)),
              fees: formatUsd(num(pnl.pnlData.fees)),
            }),
            // Perpetuals' funding, its own part of the total when the accounts have any.
            ...(num(pnl.pnlData.funding) !== 0
              ? [
                  t('analytics.kpi.fundingHint', {
                    funding: formatUsd(num(pnl.pnlData.funding), { signed: true }),
                  }),
                ]
              : []),
          ].join(' · ')
        : undefined,
    },
    {
      key: 'roi',
      label: t('analytics.kpi.roi'),
      value: pnl ? formatPercent(pnl.pnlData.roi, { signed: true }) : undefined,
      raw: pnl ? String(pnl.pnlData.roi) : undefined,
      className: tone(pnl?.pnlData.roi ?? 0),
      hint: pnl
        ? t('analytics.kpi.investedHint', { invested: formatUsd(num(pnl.pnlData.totalInvested)) })
        : undefined,
    },
    {
      key: 'winRate',
      label: t('analytics.kpi.winRate'),
      value: pnl ? formatPercent(pnl.performanceStats.winRate) : undefined,
      raw: pnl ? String(pnl.performanceStats.winRate) : undefined,
      className: tone(0),
      hint: pnl
        ? t('analytics.kpi.winRateHint', {
            wins: pnl.performanceStats.wins,
            closing: pnl.performanceStats.closingTrades,
          })
        : undefined,
    },
    {
      key: 'trades',
      label: t('analytics.kpi.trades'),
      value: volume ? formatDecimal(volume.volumeData.tradeCount, 0, locale) : undefined,
      raw: volume ? String(volume.volumeData.tradeCount) : undefined,
      className: tone(0),
      hint: volume
        ? t('analytics.kpi.tradesHint', {
            buys: volume.volumeData.buyCount,
            sells: volume.volumeData.sellCount,
          })
        : undefined,
    },
    {
      key: 'volume',
      label: t('analytics.kpi.volume'),
      value: volume ? formatUsd(num(volume.volumeData.totalVolume), { decimals: 0 }) : undefined,
      raw: volume?.volumeData.totalVolume,
      className: tone(0),
      hint: volume
        ? t('analytics.kpi.volumeHint', {
            buy: formatUsd(num(volume.volumeData.buyVolume), { decimals: 0 }),
            sell: formatUsd(num(volume.volumeData.sellVolume), { decimals: 0 }),
          })
        : undefined,
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`kpi-${card.key}`}
            data-value={card.raw}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-white/5 dark:bg-ink-900"
          >
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {card.label}
            </dt>
            {card.value === undefined ? (
              <Skeleton className="mt-1 h-7 w-24" />
            ) : (
              <dd className={`mt-1 font-mono text-xl font-semibold tabular-nums ${card.className}`}>
                {card.value}
              </dd>
            )}
            {/* Three lines kept for the hint, loaded or not: the cards do not grow when data lands. */}
            <dd className="mt-1 min-h-12 text-xs text-slate-500 dark:text-slate-400">
              {card.hint}
            </dd>
          </div>
        ))}
      </dl>
      {/* The coins without a USD price these figures leave out (DESIGN §7), right under them. */}
      <UnpricedNote unpriced={pnl?.unpriced ?? volume?.unpriced} />
    </div>
  );
}
