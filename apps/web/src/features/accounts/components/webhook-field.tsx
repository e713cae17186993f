import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button';

/** One value of an account's webhook (URL, secret, alert message), labelled and copyable. */
export function WebhookField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <span
          id={id}
          className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400"
        >
          {label}
        </span>
        <CopyButton value={value} ariaLabel={t('accounts.webhook.copyNamed', { what: label })} />
      </div>
      <pre
        aria-labelledby={id}
        tabIndex={0}
        className={`overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:border-white/10 dark:bg-ink-950 dark:text-slate-200 ${multiline ? 'max-h-64' : 'whitespace-pre-wrap break-all'}`}
      >
        {value}
      </pre>
    </div>
  );
}
