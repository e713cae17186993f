import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { amountDecimals, formatExact, formatNumber } from '@pulso/domain/core';
import { SYNC_DEFAULT_DAYS, type ExchangeSyncStatus } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useExchangeSync, useRequestExchangeSync } from '../api/exchange-sync';

/** How far back the user may ask a sync to read (days). */
const PERIODS = [30, SYNC_DEFAULT_DAYS, 180, 365, 730, 1825] as const;

export interface ExchangeSyncBarProps {
  accountId: string;
  exchangeName: string;
  /** Whether the account holds an API key and its secret (a sync needs both). */
  hasApiKeys: boolean;
}

/**
 * "Sincronizar ahora": reads the account's own trades from its exchange into its history, from
 * the period the user picks, and says where the sync stands (polled while it runs).
 */
export function ExchangeSyncBar({ accountId, exchangeName, hasApiKeys }: ExchangeSyncBarProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const sync = useExchangeSync(accountId, hasApiKeys);
  const request = useRequestExchangeSync(accountId);
  const [days, setDays] = useState<number>(SYNC_DEFAULT_DAYS);
  const status = sync.data ?? undefined;
  const running = status?.state === 'pending' || status?.state === 'running';

  if (!hasApiKeys) {
    return (
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('trades.sync.noKeys', { exchange: exchangeName })}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          aria-live="polite"
          data-testid="exchange-sync-state"
          className="min-w-0 text-xs"
        >
          <SyncState status={status} exchangeName={exchangeName} locale={locale} />
        </p>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            {t('trades.sync.period')}
            <select
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
              className="h-8 rounded-lg border border-slate-200 bg-white px-2 text-xs dark:border-white/10 dark:bg-ink-800"
            >
              {PERIODS.map((d) => (
                <option key={d} value={d}>
                  {t('trades.sync.days', { count: d })}
                </option>
              ))}
            </select>
          </label>
          <Button
            size="sm"
            busy={request.isPending || running}
            onClick={() => request.mutate({ sinceDays: days })}
          >
            {running ? t('trades.sync.running') : t('trades.sync.now')}
          </Button>
        </div>
      </div>
      {status?.reconciliation ? (
        <Reconciliation
          reconciliation={status.reconciliation}
          exchangeName={exchangeName}
          locale={locale}
        />
      ) : null}
      {status && status.deleted.count > 0 ? (
        <DeletedTrades deleted={status.deleted} exchangeName={exchangeName} locale={locale} />
      ) : null}
    </div>
  );
}

/**
 * The trades the owner deleted that the exchange still reports: why the reconciliation shows a
 * difference, and that no sync brings them back.
 */
function DeletedTrades({
  deleted,
  exchangeName,
  locale,
}: {
  deleted: ExchangeSyncStatus['deleted'];
  exchangeName: string;
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-lg bg-slate-500/10 px-3 py-2 text-xs">
      <p className="font-medium">
        {t('trades.sync.deleted.title', { count: deleted.count, exchange: exchangeName })}
      </p>
      <ul className="mt-1 space-y-0.5" aria-label={t('trades.sync.deleted.list')}>
        {deleted.latest.map((d) => (
          <li key={`${d.executedAt}|${d.deletedAt}|${d.symbol}`} className="tabular-nums">
            {t('trades.sync.deleted.row', {
              date: new Date(d.executedAt).toLocaleString(locale),
              side: t(`trades.types.${d.side}`, { defaultValue: d.side }).toLowerCase(),
              amount: formatExact(d.amount, locale),
              symbol: d.symbol,
              price: formatExact(d.price, locale),
              deleted: new Date(d.deletedAt).toLocaleDateString(locale),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-1">{t('trades.sync.deleted.hint')}</p>
    </div>
  );
}

/**
 * The exchange's balances (spot) or positions (futures) beside what the history explains:
 * matching, or each coin that differs with what usually explains it.
 */
function Reconciliation({
  reconciliation,
  exchangeName,
  locale,
}: {
  reconciliation: NonNullable<ExchangeSyncStatus['reconciliation']>;
  exchangeName: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const when = new Date(reconciliation.at).toLocaleString(locale);
  const differing = reconciliation.assets.filter((a) => Number(a.difference) !== 0);
  const of = reconciliation.of;
  const n = (value: string, asset: string, sign = false) =>
    `${sign && Number(value) > 0 ? '+' : ''}${formatNumber(Number(value), amountDecimals(asset), locale)}`;
  if (differing.length === 0) {
    return (
      <p className="text-xs text-emerald-700 dark:text-emerald-400">
        {t(`trades.sync.reconcile.${of}.match`, {
          exchange: exchangeName,
          when,
          count: reconciliation.assets.length,
        })}
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-900 dark:text-amber-200">
      <p className="font-medium">
        {t(`trades.sync.reconcile.${of}.differ`, { exchange: exchangeName, when })}
      </p>
      <ul className="mt-1 space-y-0.5" aria-label={t(`trades.sync.reconcile.${of}.differences`)}>
        {differing.map((a) => (
          <li key={a.asset} className="font-mono tabular-nums">
            {t(`trades.sync.reconcile.${of}.difference`, {
              asset: a.asset,
              exchange: exchangeName,
              held: n(a.exchange, a.asset),
              position: n(a.position, a.asset),
              fees: n(a.fees, a.asset),
              difference: n(a.difference, a.asset, true),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-1">{t(`trades.sync.reconcile.${of}.hint`)}</p>
    </div>
  );
}

function SyncState({
  status,
  exchangeName,
  locale,
}: {
  status: ExchangeSyncStatus | undefined;
  exchangeName: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(locale) : '');
  const muted = 'text-slate-500 dark:text-slate-400';
  if (!status) return <span className={muted}>{t('trades.sync.loading')}</span>;
  switch (status.state) {
    case 'never':
      return <span className={muted}>{t('trades.sync.never', { exchange: exchangeName })}</span>;
    case 'pending':
      return <span className={muted}>{t('trades.sync.pending')}</span>;
    case 'running':
      return (
        <span className={muted}>
          {t('trades.sync.progress', {
            done: status.marketsDone,
            total: status.marketsTotal,
            count: status.lastRunTrades,
          })}
        </span>
      );
    case 'done':
      return (
        <span className={muted}>
          {t('trades.sync.done', {
            when: when(status.finishedAt),
            count: status.lastRunTrades,
            total: status.tradesImported,
          })}
          {status.fundingImported > 0
            ? ` · ${t('trades.sync.funding', { count: status.fundingImported })}`
            : null}
        </span>
      );
    case 'failed':
      return (
        <span className="text-rose-600 dark:text-rose-400">
          {t('trades.sync.failed', { when: when(status.finishedAt), error: status.lastError })}
          {status.lastSuccessAt
            ? ` ${t('trades.sync.lastSuccess', { when: when(status.lastSuccessAt) })}`
            : null}
        </span>
      );
  }
}
