import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => void;
  onCancel?: () => void;
  pending: boolean;
  /** The server's answer ('Código incorrecto', ...). */
  error?: string | undefined;
  tone?: 'primary' | 'danger';
}

/** A 6-digit authenticator code: numeric keypad on phones, one-time-code autofill. */
export function CodeForm({
  label,
  submitLabel,
  onSubmit,
  onCancel,
  pending,
  error,
  tone = 'primary',
}: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) return setLocalError(t('profile.totp.codeFormat'));
    setLocalError(null);
    onSubmit(code);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        autoFocus
        error={localError ?? error}
        className="sm:w-56"
        inputClassName="font-mono tracking-[0.3em]"
      />
      <div className="flex gap-2 sm:mt-[1.375rem]">
        <Button type="submit" variant={tone} busy={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
