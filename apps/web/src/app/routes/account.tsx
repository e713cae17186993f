import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { WalletIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { SectionCard } from '../../components/ui/section-card';
import { Spinner } from '../../components/ui/spinner';
import { useAccount, AccountBadges, WebhookPanel } from '../../features/accounts';
import { PeriodControls } from '../../features/date-range';
import {
  AccountTradesPanel,
  useTradesRange,
  EmitTradeForm,
  type EmittedTrade,
  SignalProgress,
} from '../../features/trades';
import { AccountAnalytics } from './account-analytics';
import '../../locales/accounts';
import '../../locales/receiver-logs';
import '../../locales/trades';

/** One of the user's accounts (or, for an admin, anyone's): its trades, and a form to emit one. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useAccount(id);
  const range = useTradesRange();
  const [emitted, setEmitted] = useState<EmittedTrade | null>(null);

  if (account.isPending) {
    return (
      <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-24">
        <Spinner className="size-6 text-emerald-500" />
      </div>
    );
  }
  if (account.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('accountPage.notFoundTitle')}
        </h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('accountPage.notFoundBody')}
        </p>
        <Link to="/accounts" className={buttonClass('secondary', 'sm')}>
          {t('accountPage.back')}
        </Link>
      </div>
    );
  }

  const a = account.data;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={a.name}
        lead={`${a.exchangeName} · ${t(`accountTypes.${a.accountType}`)} · ${t(`accounts.modes.${a.mode}`)}`}
        icon={<WalletIcon className="size-5" />}
        actions={
          <div className="flex flex-wrap items-center gap-1.5">
            <AccountBadges isTest={a.isTestAccount} isActive={a.isActive} />
            {a.isEmitter ? (
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {t('accounts.roles.emitter')}
              </span>
            ) : null}
            {a.isReceiver ? (
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {t('accounts.roles.receiver')}
              </span>
            ) : null}
            <Link to="/accounts" className={buttonClass('secondary', 'sm')}>
              {t('accountPage.back')}
            </Link>
          </div>
        }
      />

      {/* The period the KPIs, charts and trades below cover, always in view at the top. */}
      <PeriodControls className="-mt-2" />

      <AccountAnalytics account={a} range={range} />

      <SectionCard title={t('trades.emit.title')} description={t('trades.emit.lead')}>
        <EmitTradeForm accountId={a.id} exchange={a.exchangeCode} onEmitted={setEmitted} />
        {emitted ? (
          <SignalProgress
            key={emitted.signalId}
            signalId={emitted.signalId}
            orderId={emitted.orderId}
          />
        ) : null}
      </SectionCard>

      <AccountTradesPanel
        accountId={a.id}
        accountName={a.name}
        range={range}
        highlightOrderId={emitted?.orderId ?? null}
      />

      <WebhookPanel accountId={a.id} />
    </div>
  );
}
