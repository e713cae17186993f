import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { RiskLimits } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { firstRefusal } from '../../../lib/server-errors';
import { limitsBody, useUpdateRiskLimits } from '../api/update-risk-limits';

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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
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
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 border-t border-slate-100 pt-3 dark:border-white/5"
    >
      <div className="flex items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t('entriesPause.approvals.minutes')}
          aria-invalid={error ? true : undefined}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" busy={update.isPending}>
          {t('entriesPause.approvals.save')}
        </Button>
      </div>
      {error ? <FormError>{error}</FormError> : null}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('entriesPause.approvals.hint')}
      </p>
    </form>
  );
}
