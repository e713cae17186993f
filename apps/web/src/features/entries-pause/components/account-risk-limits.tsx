import { useTranslation } from 'react-i18next';
import type { RiskLimits } from '@pulso/domain/schemas';
import { Spinner } from '../../../components/ui/spinner';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/decimal-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useRiskLimits } from '../api/get-risk-limits';
import { ApprovalMinutesForm } from './approval-minutes-form';
import { ExposureLimitsForm } from './exposure-limits-form';
import { LimitForm } from './limit-form';
import { useLimitField } from './use-limit-field';
import { MaxDrawdownForm } from './max-drawdown-form';
import { PendingOrdersList } from './pending-orders-list';
import { TradingWindowsForm } from './trading-windows-form';
import { limitsBody } from '../api/update-risk-limits';

/**
 * The account's limits (the account card, under the pause switch): the daily loss limit, then
 * its trading windows, its exposure caps and loss cooldown, its maximum drawdown, its approval
 * queue, from one read.
 *
 * Pérdida diaria máxima: once the account's realized
 * loss of the day (USD, in its owner's time zone) reaches the limit, it opens and adds to no
 * position until the day ends. Empty removes the limit; the server judges the amount and its
 * refusal shows under the field.
 */
export function AccountRiskLimits({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const limits = useRiskLimits(accountId);

  if (limits.isPending) {
    return (
      <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-2">
        <Spinner className="size-5 text-emerald-500" />
      </div>
    );
  }
  if (limits.isError) {
    return (
      <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
        {limits.error.message || t('entriesPause.dailyLoss.loadFailed')}
      </p>
    );
  }
  return (
    <>
      <DailyLossLimitFields key={accountId} accountId={accountId} saved={limits.data} />
      <TradingWindowsForm key={`${accountId}-windows`} accountId={accountId} saved={limits.data} />
      <ExposureLimitsForm key={`${accountId}-exposure`} accountId={accountId} saved={limits.data} />
      <MaxDrawdownForm key={`${accountId}-drawdown`} accountId={accountId} saved={limits.data} />
      <ApprovalMinutesForm
        key={`${accountId}-approval`}
        accountId={accountId}
        saved={limits.data}
      />
      <PendingOrdersList accountId={accountId} />
    </>
  );
}

function DailyLossLimitFields({ accountId, saved }: { accountId: string; saved: RiskLimits }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  // The plain decimal text when it reads as an amount ("1.250,5" → "1250.5"), else the text as
  // typed so the server says what is wrong with it. The limits are replaced whole: empty sends
  // none, which removes it (the contract takes no null).
  const { form } = useLimitField(accountId, {
    initial: () => formatDecimalInput(saved.dailyLossLimit, locale),
    body: (text) => {
      const { dailyLossLimit: _replaced, ...others } = limitsBody(saved);
      return text === ''
        ? others
        : { ...others, dailyLossLimit: parseDecimalInput(text, locale) ?? text };
    },
    shown: (next) => formatDecimalInput(next.dailyLossLimit, locale),
    saved: t('entriesPause.dailyLoss.saved'),
  });

  const realized = Number(saved.realizedToday).toLocaleString(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

  return (
    <LimitForm
      label={t('entriesPause.dailyLoss.label')}
      save={t('entriesPause.dailyLoss.save')}
      hint={t('entriesPause.dailyLoss.hint')}
      inputMode="decimal"
      {...form}
    >
      <p className="break-words text-sm tabular-nums text-slate-700 dark:text-slate-300">
        {t('entriesPause.dailyLoss.today', { realized, timeZone: saved.timeZone })}
      </p>
      {saved.reached ? (
        <p className="rounded-xl border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-800 dark:text-amber-200">
          {t('entriesPause.dailyLoss.reached')}
        </p>
      ) : null}
    </LimitForm>
  );
}
