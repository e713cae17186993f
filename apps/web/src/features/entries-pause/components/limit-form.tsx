import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';

/**
 * One risk limit of the account card: its field and save button on one line (even at 390 px),
 * the server's refusal and the hint under both (the field described by them), then what the
 * limit's form adds — a switch, a reading of where the account stands.
 */
export function LimitForm({
  label,
  save,
  hint,
  inputMode,
  value,
  onChange,
  error,
  busy,
  onSubmit,
  children,
}: {
  label: string;
  save: string;
  hint: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  busy: boolean;
  onSubmit: () => void;
  children?: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
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
          label={label}
          inputMode={inputMode}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        />
        <Button type="submit" busy={busy}>
          {save}
        </Button>
      </div>
      {error ? <FormError id={errorId}>{error}</FormError> : null}
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
      {children}
    </form>
  );
}
