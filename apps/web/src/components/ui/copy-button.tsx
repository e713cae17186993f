import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './account-icons';
import { Button } from './button';
import { CopyIcon } from './icons';

/**
 * Copies a value; says 'Copiado' for a moment, or that copying failed (then select it by hand).
 * `label` replaces the visible 'Copiar'; `ariaLabel` names what is copied for screen readers.
 */
export function CopyButton({
  value,
  label,
  ariaLabel,
}: {
  value: string;
  label?: string;
  ariaLabel?: string;
}) {
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
      aria-label={ariaLabel}
      onClick={() => void copy()}
      icon={
        state === 'copied' ? <CheckIcon className="size-3.5" /> : <CopyIcon className="size-3.5" />
      }
    >
      <span aria-live="polite">
        {state === 'copied'
          ? t('clipboard.copied')
          : state === 'failed'
            ? t('clipboard.copyFailed')
            : (label ?? t('clipboard.copy'))}
      </span>
    </Button>
  );
}
