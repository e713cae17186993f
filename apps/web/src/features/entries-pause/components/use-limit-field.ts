import { useState } from 'react';
import { toast } from 'react-toastify';
import type { RiskLimits, RiskLimitsBody } from '@pulso/domain/schemas';
import { firstRefusal } from '../../../lib/server-errors';
import { useUpdateRiskLimits } from '../api/update-risk-limits';

/**
 * One risk limit's field as LimitForm shows it: the text as typed, the server's refusal (cleared
 * on typing), and saving — the account's limits replaced whole by `body` of the text, the field
 * then showing what was stored, and `saved` said. Spread `form` into LimitForm; `clearError` is for
 * a form's other inputs (a switch beside the field).
 */
export function useLimitField(
  accountId: string,
  {
    initial,
    body,
    shown,
    saved,
    onSaved,
  }: {
    initial: () => string;
    /** The limits to send for the trimmed text ('' removes this limit). */
    body: (text: string) => RiskLimitsBody;
    /** The stored limits as the field shows them. */
    shown: (next: RiskLimits) => string;
    /** The toast once stored. */
    saved: string;
    onSaved?: (next: RiskLimits) => void;
  },
) {
  const update = useUpdateRiskLimits(accountId);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return {
    form: {
      value,
      onChange: (text: string) => {
        setValue(text);
        setError(null);
      },
      error,
      busy: update.isPending,
      onSubmit: () => {
        setError(null);
        update.mutate(body(value.trim()), {
          onSuccess: (next) => {
            setValue(shown(next));
            onSaved?.(next);
            toast.success(saved);
          },
          onError: (failure) => setError(firstRefusal(failure)),
        });
      },
    },
    clearError: () => setError(null),
  };
}
