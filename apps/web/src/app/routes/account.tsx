import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button';
import { WalletIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { PageLoading, PageNotFound } from '../../components/ui/page-states';
import { SectionCard } from '../../components/ui/section-card';
import { useAccount, AccountBadges, WebhookPanel } from '../../features/accounts';
import { CopyLedgerCard } from '../../features/copy-ledger';
import { PeriodControls } from '../../features/date-range';
import { AccountPauseCard } from '../../features/entries-pause';
import {
  AccountTradesPanel,
  useTradesRange,
  EmitTradeForm,
  type EmittedTrade,
  SignalProgress,
} from '../../features/trades';
import { WorkingOrdersCard } from '../../features/working-orders';
import { AccountAnalytics } from './account-analytics';
import AccountReview from './account-review';
import '../../locales/accounts';
import '../../locales/copy-ledger';
import '../../locales/entries-pause';
import '../../locales/receiver-logs';
import '../../locales/review';
import '../../locales/trades';
import '../../locales/working-orders';

/** One of the user's accounts (or, for an admin, anyone's): its trades, and a form to emit one. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useAccount(id);
  const range = useTradesRange();
  const [emitted, setEmitted] = useState<EmittedTrade | null>(null);

  if (account.isPending) return <PageLoading />;
  if (account.isError) {
    return (
      <PageNotFound
        title={t('accountPage.notFoundTitle')}
        body={t('accountPage.notFoundBody')}
        action={
          <Link to="/accounts" className={buttonClass('secondary', 'sm')}>
            {t('accountPage.back')}
          </Link>
        }
      />
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

      {/* Its round trips closed in the period, their statistics and its journal (issue 38). */}
      <AccountReview accountId={a.id} />

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

      {/* The account page is its owner's (or an admin's): the public page has no orders. */}
      <WorkingOrdersCard accountId={a.id} />

      {/* The pause switch (issue 37): no new or larger positions; reducing orders still run. */}
      <AccountPauseCard accountId={a.id} />

      {/* What a receiving account did with each trade it copies (its owner's or an admin's view). */}
      {a.isReceiver ? <CopyLedgerCard accountId={a.id} /> : null}

      <AccountTradesPanel
        accountId={a.id}
        accountName={a.name}
        range={range}
        highlightOrderId={emitted?.orderId ?? null}
        manage={{
          exchangeName: a.exchangeName,
          hasApiKeys: a.credentials.apiKey && a.credentials.secret,
        }}
      />

      <WebhookPanel accountId={a.id} />
    </div>
  );
}
