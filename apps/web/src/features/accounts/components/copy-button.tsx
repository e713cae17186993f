import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { CopyIcon } from '../../../components/ui/icons';

/** Copies a value; says so for a moment, or that copying failed (then select it by hand). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={label}
      onClick={() => void copy()}
      icon={
        state === 'copied' ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />
      }
    >
      <span aria-live="polite">
        {state === 'copied'
          ? t('accounts.webhook.copied')
          : state === 'failed'
            ? t('accounts.webhook.copyFailed')
            : t('accounts.webhook.copy')}
      </span>
    </Button>
  );
}
