import type { AssetAllocationResponse } from '@pulso/domain/schemas';
import { formatAmount, formatPercent, formatUsd } from '@pulso/domain/core';
import { useTranslation } from 'react-i18next';
import { num } from '../lib/use-analytics-params';

type Item = AssetAllocationResponse['assetAllocation'][number];
type Column = Exclude<keyof Item, 'asset' | 'totalReturnPercentage'>;

const signedTone = (value: number) =>
  value > 0
    ? 'text-emerald-600 dark:text-emerald-400'
    : value < 0
      ? 'text-rose-600 dark:text-rose-400'
      : '';

/** Every field of spec §3's asset allocation, one row per asset. */
export function AllocationTable({ items }: { items: readonly Item[] }) {
  const { t } = useTranslation();
  const usd = (v: string) => formatUsd(num(v));
  const allColumns: Array<{
    key: Column;
    cell: (item: Item) => string;
    tone?: (i: Item) => string;
  }> = [
    { key: 'netPosition', cell: (i) => formatAmount(num(i.netPosition), i.asset) },
    { key: 'currentValue', cell: (i) => usd(i.currentValue) },
    { key: 'allocationPercentage', cell: (i) => formatPercent(i.allocationPercentage) },
    { key: 'totalInvested', cell: (i) => usd(i.totalInvested) },
    { key: 'totalSold', cell: (i) => usd(i.totalSold) },
    { key: 'averageBuyPrice', cell: (i) => usd(i.averageBuyPrice) },
    { key: 'averageSellPrice', cell: (i) => usd(i.averageSellPrice) },
    { key: 'buyCount', cell: (i) => String(i.buyCount) },
    { key: 'sellCount', cell: (i) => String(i.sellCount) },
    {
      key: 'realizedPnl',
      cell: (i) => usd(i.realizedPnl),
      tone: (i) => signedTone(num(i.realizedPnl)),
    },
    {
      key: 'unrealizedPnl',
      cell: (i) => usd(i.unrealizedPnl),
      tone: (i) => signedTone(num(i.unrealizedPnl)),
    },
    { key: 'fees', cell: (i) => usd(i.fees) },
    {
      key: 'funding',
      cell: (i) => usd(i.funding),
      tone: (i) => signedTone(num(i.funding)),
    },
    {
      key: 'totalReturn',
      cell: (i) =>
        `${usd(i.totalReturn)} (${formatPercent(i.totalReturnPercentage, { signed: true })})`,
      tone: (i) => signedTone(num(i.totalReturn)),
    },
  ];
  // Funding is a perpetuals' figure: its column shows only when some asset has any.
  const hasFunding = items.some((i) => num(i.funding) !== 0);
  const columns = allColumns.filter((c) => c.key !== 'funding' || hasFunding);
  if (items.length === 0) {
    return (
      <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
        {t('analytics.noTrades')}
      </p>
    );
  }
  return (
    // Wider than a phone: the region scrolls, so it takes focus for keyboard users.
    <div
      className="relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-emerald-500"
      role="region"
      aria-label={t('analytics.allocation.title')}
      tabIndex={0}
    >
      <table className="w-full min-w-[1100px] text-[13px]" data-testid="allocation-table">
        <thead>
          <tr className="border-b border-slate-100 text-left text-[11px] uppercase tracking-wide text-slate-500 dark:border-white/5 dark:text-slate-400">
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('analytics.allocation.asset')}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-1.5 py-2 text-right font-medium">
                {t(`analytics.allocation.${c.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.asset}
              className="border-b border-slate-50 last:border-0 dark:border-white/[0.03]"
            >
              <th
                scope="row"
                className="py-2 pr-3 text-left font-semibold text-slate-900 dark:text-white"
              >
                {item.asset}
              </th>
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={`whitespace-nowrap px-1.5 py-2 text-right tabular-nums ${c.tone?.(item) ?? 'text-slate-700 dark:text-slate-300'}`}
                >
                  {c.cell(item)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
