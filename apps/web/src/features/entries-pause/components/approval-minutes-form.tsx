import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { RiskLimits } from '@pulso/domain/schemas';
import { firstRefusal } from '../../../lib/server-errors';
import { limitsBody, useUpdateRiskLimits } from '../api/update-risk-limits';
import { LimitForm } from './limit-form';

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
  const update = useUpdateRiskLimits(accountId);
  const [typed, setTyped] = useState(saved.approvalMinutes?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const text = typed.trim();
    const { approvalMinutes: _replaced, ...others } = limitsBody(saved);
    // A number when it reads as one, else the text, for the server to say what is wrong.
    const minutes = /^\d+$/.test(text) ? Number(text) : text;
    setError(null);
    update.mutate(
      text === '' ? others : ({ ...others, approvalMinutes: minutes } as typeof others),
      {
        onSuccess: (next) => {
          setTyped(next.approvalMinutes?.toString() ?? '');
          toast.success(t('entriesPause.approvals.saved'));
        },
        onError: (failure) => setError(firstRefusal(failure)),
      },
    );
  };

  return (
    <LimitForm
      label={t('entriesPause.approvals.minutes')}
      save={t('entriesPause.approvals.save')}
      hint={t('entriesPause.approvals.hint')}
      inputMode="numeric"
      value={typed}
      onChange={(value) => {
        setTyped(value);
        setError(null);
      }}
      error={error}
      busy={update.isPending}
      onSubmit={submit}
    />
  );
}
