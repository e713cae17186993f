import { useMemo } from 'react';
import { groupingIntervalMs } from '@pulso/domain/core';
import { useTranslation } from 'react-i18next';
import { useAssetAllocation } from '../api/get-asset-allocation';
import { usePnl, usePnlTimeSeries } from '../api/get-pnl';
import { useVolume } from '../api/get-volume';
import type { AnalyticsParams } from '../api/analytics-request';
import { num } from '../lib/use-analytics-params';
import { AccountRanking } from './account-ranking';
import { AllocationDonut } from './allocation-donut';
import { AllocationTable } from './allocation-table';
import { KpiCards } from './kpi-cards';
import { SeriesChart } from './series-chart';
import { Skeleton } from './skeleton';
import { Panel } from './panel';

interface AnalyticsDashboardProps {
  params: AnalyticsParams;
  /** The signed-in home also ranks the accounts by a sort key. */
  ranking?: { accountListId?: string } | false;
}

function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="py-8 text-center text-sm text-rose-600 dark:text-rose-400">
      {message}
    </p>
  );
}

/**
 * KPI cards, cumulative PnL with per-bucket PnL bars, the volume histogram, the asset allocation
 * donut and table, top assets and (optionally) the ranking, for one analytics request.
 */
export function AnalyticsDashboard({ params, ranking = false }: AnalyticsDashboardProps) {
  const { t } = useTranslation();
  const pnl = usePnl(params);
  const volume = useVolume(params);
  const series = usePnlTimeSeries(params);
  const allocation = useAssetAllocation(params);
  const bucketMs = groupingIntervalMs(params.grouping);

  const pnlLine = useMemo(
    () => pnl.data?.timeSeriesData.map((p) => ({ time: p.time, value: num(p.cumulativePnl) })),
    [pnl.data],
  );
  const pnlBars = useMemo(
    () => pnl.data?.timeSeriesData.map((p) => ({ time: p.time, value: num(p.realizedPnl) })),
    [pnl.data],
  );
  const volumeBars = useMemo(
    () => series.data?.timeSeriesData.map((p) => ({ time: p.time, value: num(p.volume) })),
    [series.data],
  );

  return (
    <div
      className="flex flex-col gap-6"
      data-testid="analytics-dashboard"
      data-loading={pnl.isFetching || volume.isFetching || allocation.isFetching}
    >
      <KpiCards pnl={pnl.data} volume={volume.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t('analytics.pnlChart.title')} description={t('analytics.pnlChart.lead')}>
          <div className="p-4">
            {pnl.isError ? (
              <ErrorNote message={pnl.error.message} />
            ) : pnlLine && pnlBars ? (
              <SeriesChart
                line={pnlLine}
                bars={pnlBars}
                label={t('analytics.pnlChart.title')}
                testId="pnl-chart"
                axes={{
                  bars: t('analytics.pnlChart.barsAxis'),
                  line: t('analytics.pnlChart.lineAxis'),
                }}
                bucketMs={bucketMs}
              />
            ) : (
              <Skeleton className="h-64" />
            )}
          </div>
        </Panel>
        <Panel
          title={t('analytics.volumeChart.title')}
          description={t('analytics.volumeChart.lead')}
        >
          <div className="p-4">
            {series.isError ? (
              <ErrorNote message={series.error.message} />
            ) : volumeBars ? (
              <SeriesChart
                bars={volumeBars}
                label={t('analytics.volumeChart.title')}
                testId="volume-chart"
                bucketMs={bucketMs}
              />
            ) : (
              <Skeleton className="h-64" />
            )}
          </div>
        </Panel>
      </div>
      {/* The allocation table's columns need the page's whole width (beside the ranking it was
          cut after "PnL no realizado" at 1440 px): the ranking follows below it. */}
      <div className="grid grid-cols-1 gap-6">
        <Panel title={t('analytics.allocation.title')} description={t('analytics.allocation.lead')}>
          <div className="flex flex-col gap-6 p-4">
            {allocation.isError ? (
              <ErrorNote message={allocation.error.message} />
            ) : allocation.data ? (
              <>
                <AllocationDonut
                  items={allocation.data.topAssets}
                  label={t('analytics.allocation.donut')}
                />
                <AllocationTable items={allocation.data.assetAllocation} />
              </>
            ) : (
              <Skeleton className="h-56" />
            )}
          </div>
        </Panel>
        {ranking ? (
          <Panel title={t('analytics.ranking.title')}>
            <div className="p-4">
              <AccountRanking params={params} {...ranking} />
            </div>
          </Panel>
        ) : null}
      </div>
    </div>
  );
}
