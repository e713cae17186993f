import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isExchangeCode,
  isSupportedSymbol,
  type ExchangeCode,
  type SupportedSymbol,
} from '@pulso/domain/core';
import type { Account, PublicAccount } from '@pulso/domain/schemas';
import { PriceChart, useMarketCandles } from '../../features/market-data';
import '../../locales/markets';
import { useAccountTrades } from '../../features/trades';
import {
  useAssetAllocation,
  useAnalyticsParams,
  AnalyticsDashboard,
  Skeleton,
  Panel,
} from '../../features/analytics';

/** The candles shown when the range holds no trade to pick an asset from. */
const DEFAULT_ASSET = 'BTC';

interface AccountAnalyticsProps {
  account: Pick<Account | PublicAccount, 'id' | 'exchangeCode'>;
  /** The owner's (or an admin's) view, or a visitor's through the public routes. */
  audience?: 'private' | 'public';
  /** The candles with the trades as markers (a public account only when it shares its trades). */
  candles?: boolean;
  /** The trades query's bounds from the shared range (the account page computes them). */
  range: { startDate?: string; endDate?: string };
}

/**
 * The account page's analytics (DESIGN §10 "account detail"): its dashboard, plus the candles of
 * one of its assets with its trades as markers, over the shared range. In app/ because it
 * composes three features: analytics, market-data's chart and trades.
 */
export function AccountAnalytics({
  account,
  range,
  audience = 'private',
  candles = true,
}: AccountAnalyticsProps) {
  const { t } = useTranslation();
  const params = useAnalyticsParams(audience, [account.id]);
  const allocation = useAssetAllocation(params);
  const assets = useMemo(
    () =>
      (allocation.data?.assetAllocation ?? [])
        .map((a) => a.asset)
        .filter((asset) => isSupportedSymbol(`${asset}USDT`)),
    [allocation.data],
  );
  const [picked, setPicked] = useState<string | null>(null);
  // Without a trade in the range there is no asset of its own: the market's BTC candles still
  // belong here, with the empty trades said beside them.
  const asset = picked && assets.includes(picked) ? picked : (assets[0] ?? DEFAULT_ASSET);
  const exchange: ExchangeCode = isExchangeCode(account.exchangeCode)
    ? account.exchangeCode
    : 'binance';
  return (
    <div className="flex flex-col gap-6" data-slot="account-analytics" data-account-id={account.id}>
      <AnalyticsDashboard params={params} />
      {candles ? (
        <Panel
          title={t('analytics.candles.title')}
          description={t('analytics.candles.lead')}
          actions={
            assets.length > 1 ? (
              <select
                aria-label={t('analytics.candles.asset')}
                value={asset}
                onChange={(event) => setPicked(event.target.value)}
                className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-white/10 dark:bg-ink-950"
              >
                {assets.map((a) => (
                  <option key={a} value={a}>
                    {a}/USDT
                  </option>
                ))}
              </select>
            ) : null
          }
        >
          <div className="p-4">
            {allocation.isPending ? (
              <Skeleton className="h-[420px]" />
            ) : (
              <TradesCandles
                accountId={account.id}
                symbol={`${asset}USDT` as SupportedSymbol}
                asset={asset}
                exchange={exchange}
                range={range}
              />
            )}
          </div>
        </Panel>
      ) : null}
    </div>
  );
}

function TradesCandles({
  accountId,
  symbol,
  asset,
  exchange,
  range,
}: {
  accountId: string;
  symbol: SupportedSymbol;
  asset: string;
  exchange: ExchangeCode;
  range: { startDate?: string; endDate?: string };
}) {
  const { t } = useTranslation();
  const { candles, intervalMs, query, loadOlder, switching } = useMarketCandles(symbol, exchange);
  const trades = useAccountTrades(accountId, { ...range, asset, limit: 100 });
  const markers = useMemo(
    () =>
      (trades.data?.data ?? []).map((trade) => ({
        time: Date.parse(trade.createdAt),
        side: trade.type,
      })),
    [trades.data],
  );
  if (query.isPending) return <Skeleton className="h-[420px]" />;
  const noTrades = trades.isSuccess && trades.data.data.length === 0;
  return (
    <>
      {noTrades ? (
        <p
          data-testid="candles-no-trades"
          className="mb-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600 dark:bg-white/5 dark:text-slate-300"
        >
          {t('analytics.noTrades')}
        </p>
      ) : null}
      <PriceChart
        candles={candles}
        markers={markers}
        intervalMs={intervalMs}
        label={t('analytics.candles.label', { symbol: `${asset}/USDT` })}
        onNeedOlder={loadOlder}
        loading={switching}
      />
    </>
  );
}

/** For React.lazy: a public account's page loads the charts only when it shows them. */
export default AccountAnalytics;
