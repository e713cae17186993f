import type { AssetAllocationResponse } from '@pulso/domain/schemas';
import { formatPercent, formatUsd } from '@pulso/domain/core';
import { num } from '../lib/use-analytics-params';

const COLORS = [
  '#10b981',
  '#0ea5e9',
  '#f59e0b',
  '#8b5cf6',
  '#f43f5e',
  '#14b8a6',
  '#6366f1',
  '#84cc16',
  '#ec4899',
  '#64748b',
];

type Item = AssetAllocationResponse['topAssets'][number];

/** The top assets' share of the current value, as a ring (plain SVG). */
export function AllocationDonut({ items, label }: { items: readonly Item[]; label: string }) {
  const radius = 60;
  const circumference = 2 * Math.PI * radius;
  const lengths = items.map((item) => (item.allocationPercentage / 100) * circumference);
  const offsets = lengths.map((_, i) => lengths.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <svg
        viewBox="0 0 160 160"
        className="size-40 shrink-0 -rotate-90"
        role="img"
        aria-label={label}
        data-testid="allocation-donut"
        data-slices={items.length}
      >
        <circle
          cx="80"
          cy="80"
          r={radius}
          fill="none"
          strokeWidth="22"
          className="stroke-slate-200 dark:stroke-white/5"
        />
        {items.map((item, index) => {
          const length = lengths[index]!;
          return (
            <circle
              key={item.asset}
              cx="80"
              cy="80"
              r={radius}
              fill="none"
              stroke={COLORS[index % COLORS.length]}
              strokeWidth="22"
              strokeDasharray={`${length} ${circumference - length}`}
              strokeDashoffset={-offsets[index]!}
            >
              <title>{`${item.asset} ${formatPercent(item.allocationPercentage)}`}</title>
            </circle>
          );
        })}
      </svg>
      <ol className="grid w-full grid-cols-2 gap-x-4 gap-y-1.5 text-sm" data-testid="top-assets">
        {items.map((item, index) => (
          <li key={item.asset} className="flex items-center gap-2">
            <span
              className="size-2.5 shrink-0 rounded-full"
              style={{ background: COLORS[index % COLORS.length] }}
            />
            <span className="font-medium text-slate-900 dark:text-white">{item.asset}</span>
            <span className="ml-auto font-mono tabular-nums text-slate-500 dark:text-slate-400">
              {formatPercent(item.allocationPercentage, { decimals: 1 })}
            </span>
            <span className="sr-only">{formatUsd(num(item.currentValue))}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
