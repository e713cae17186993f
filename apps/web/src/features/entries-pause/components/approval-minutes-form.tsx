import { useTranslation } from 'react-i18next';
import type { RiskLimits } from '@pulso/domain/schemas';
import { limitsBody } from '../api/update-risk-limits';
import { LimitForm } from './limit-form';
import { useLimitField } from './use-limit-field';

/**
 * Aprobación manual (the account card, under its trading hours): with minutes set, every order an
 * alert, a copy or a strategy sends waits that long for its owner's approval (the list under it);
 * empty, orders go straight through. The server judges the minutes; its refusal shows under them.
 */
export function ApprovalMinutesForm({
  accountId,
  saved,
}: {
  accountId: string;
  saved: RiskLimits;
}) {
  const { t } = useTranslation();
  const { form } = useLimitField(accountId, {
    initial: () => saved.approvalMinutes?.toString() ?? '',
    body: (text) => {
      const { approvalMinutes: _replaced, ...others } = limitsBody(saved);
      // A number when it reads as one, else the text, for the server to say what is wrong.
      const minutes = /^\d+$/.test(text) ? Number(text) : text;
      return text === '' ? others : ({ ...others, approvalMinutes: minutes } as typeof others);
    },
    shown: (next) => next.approvalMinutes?.toString() ?? '',
    saved: t('entriesPause.approvals.saved'),
  });

  return (
    <LimitForm
      label={t('entriesPause.approvals.minutes')}
      save={t('entriesPause.approvals.save')}
      hint={t('entriesPause.approvals.hint')}
      inputMode="numeric"
      {...form}
    />
  );
}
