import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { WarningIcon } from '../../../components/ui/icons';
import type { CreatedApiToken } from '../api/create-api-token';
import { CopyButton } from '../../../components/ui/copy-button';

/** The new token, this once: the server keeps only a hash of it. */
export function NewTokenPanel({
  created,
  onDone,
}: {
  created: CreatedApiToken;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-500/40 bg-amber-500/[0.06] p-4 dark:bg-amber-500/[0.04]"
    >
      <div className="flex items-start gap-3">
        <WarningIcon className="mt-0.5 size-5 shrink-0 text-amber-500" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('profile.tokens.createdTitle', { name: created.apiToken.name })}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('profile.tokens.createdWarning')}
          </p>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
            <input
              readOnly
              value={created.token}
              aria-label={t('profile.tokens.newToken')}
              onFocus={(event) => event.currentTarget.select()}
              className="h-9 min-w-0 flex-1 rounded-lg border border-slate-200 bg-white px-3 font-mono text-xs text-slate-900 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100"
            />
            <div className="flex gap-2">
              <CopyButton value={created.token} />
              <Button size="sm" onClick={onDone}>
                {t('profile.tokens.done')}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
