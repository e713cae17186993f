import { useTranslation } from 'react-i18next';
import type { ExchangeCode, SupportedSymbol } from '@pulso/domain/core';
import { WarningIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { pairLabel } from '../lib/market-names';
import { useMarketCandles } from '../lib/use-market-candles';
import { MarketSummary } from './market-summary';
import { PriceChart } from './price-chart/price-chart';

interface MarketChartPanelProps {
  symbol: SupportedSymbol;
  exchange: ExchangeCode;
}

const CHART_BOX = 'h-[360px] sm:h-[480px] lg:h-[560px]';

/** The markets page's chart with its summary, and a clear state while loading, failing or empty. */
export function MarketChartPanel({ symbol, exchange }: MarketChartPanelProps) {
  const { t } = useTranslation();
  const { candles, intervalMs, query, simulated, stale, switching, params, loadOlder } =
    useMarketCandles(symbol, exchange);

  let body;
  if (query.isPending) {
    body = (
      <div
        role="status"
        aria-label={t('markets.loading')}
        className={`flex flex-col items-center justify-center gap-3 text-sm text-slate-500 dark:text-slate-400 ${CHART_BOX}`}
      >
        <Spinner className="size-6 text-emerald-500" />
        {t('markets.loading')}
      </div>
    );
  } else if (query.isError) {
    body = (
      <div
        role="alert"
        className={`flex flex-col items-center justify-center gap-4 px-6 text-center ${CHART_BOX}`}
      >
        <span className="inline-flex size-11 items-center justify-center rounded-full bg-rose-500/10 text-rose-500">
          <WarningIcon className="size-5" />
        </span>
        <div>
          <p className="font-semibold text-slate-900 dark:text-white">{t('markets.errorTitle')}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">
            {query.error.message}
          </p>
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => void query.refetch()}
            className="rounded-lg border border-slate-300 px-3.5 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:border-white/15 dark:text-slate-200 dark:hover:bg-white/5"
          >
            {t('markets.retry')}
          </button>
        </div>
      </div>
    );
  } else if (candles.length === 0) {
    body = (
      <div
        className={`flex flex-col items-center justify-center gap-1 px-6 text-center ${CHART_BOX}`}
      >
        <p className="font-semibold text-slate-900 dark:text-white">{t('markets.emptyTitle')}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {stale ? t('markets.staleHint') : t('markets.emptyBody')}
        </p>
      </div>
    );
  } else {
    body = (
      <div className="relative px-1 pb-1 pt-2 sm:px-2">
        <PriceChart
          candles={candles}
          intervalMs={intervalMs}
          label={t('markets.chartLabel', { pair: pairLabel(params.symbol) })}
          className={CHART_BOX}
          onNeedOlder={loadOlder}
          loading={switching}
        />
        {switching ? (
          <div
            role="status"
            aria-label={t('markets.loading')}
            className="absolute right-20 top-3 z-20 rounded-full bg-white/80 p-1.5 shadow dark:bg-ink-800/80"
          >
            <Spinner className="size-4 text-emerald-500" />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <section
      aria-label={t('markets.chartRegion')}
      aria-busy={query.isPending || switching}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-white/5 dark:bg-ink-900"
    >
      <MarketSummary
        symbol={symbol}
        exchange={exchange}
        candles={switching ? [] : candles}
        simulated={simulated}
        stale={stale}
        live={!query.isError && params.end === undefined && candles.length > 0}
      />
      {body}
    </section>
  );
}
