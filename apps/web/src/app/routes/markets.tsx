import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { DateRangeControl, GroupingSelect } from '../../features/date-range';
import {
  ExchangePicker,
  MarketChartPanel,
  SymbolPicker,
  useMarketSelection,
} from '../../features/market-data';
import '../../locales/markets';

function Caption({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span
        aria-hidden="true"
        className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
      >
        {label}
      </span>
      {children}
    </div>
  );
}

/** Price candles of the 40 symbols on the four exchanges (lazy: the chart library loads here only). */
export default function MarketsPage() {
  const { t } = useTranslation();
  const { symbol, exchange, select } = useMarketSelection();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <PageHeader
        title={t('markets.title')}
        lead={t('markets.lead')}
        icon={<ChartIcon className="size-5" />}
      />
      <div
        role="group"
        aria-label={t('markets.controls')}
        className="mt-5 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm lg:flex lg:flex-wrap lg:items-end lg:gap-4 dark:border-white/5 dark:bg-ink-900"
      >
        <div className="lg:order-1">
          <SymbolPicker value={symbol} onChange={(next) => select({ symbol: next })} />
        </div>
        <div className="lg:order-3">
          <Caption label={t('controls.grouping')}>
            <GroupingSelect compact />
          </Caption>
        </div>
        <div className="col-span-2 lg:order-2">
          <ExchangePicker value={exchange} onChange={(next) => select({ exchange: next })} />
        </div>
        <div className="col-span-2 lg:order-4">
          <Caption label={t('controls.dateRange')}>
            <DateRangeControl compact />
          </Caption>
        </div>
      </div>
      <div className="mt-4">
        <MarketChartPanel symbol={symbol} exchange={exchange} />
      </div>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">{t('markets.footnote')}</p>
    </div>
  );
}
