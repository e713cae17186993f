import { useTranslation } from 'react-i18next';
import { relativeTime } from '@pulso/domain/core';
import type { ApiToken } from '@pulso/domain/schemas';
import { TrashIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';

const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

export function ApiTokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'es';
  const lastUsed = token.lastUsedAt
    ? relativeTime(new Date(token.lastUsedAt), new Date(), locale)
    : t('profile.tokens.neverUsed');
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-slate-900 dark:text-white">
          <span className="truncate">{token.name}</span>
          <code className="font-mono text-xs font-normal text-slate-500 dark:text-slate-400">
            {token.prefix}…
          </code>
        </p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {t('profile.tokens.createdAt', {
            date: new Date(token.createdAt).toLocaleDateString(locale, dateFormat),
          })}
          <span aria-hidden="true"> · </span>
          <span
            title={token.lastUsedAt ? new Date(token.lastUsedAt).toLocaleString(locale) : undefined}
          >
            {t('profile.tokens.lastUsed', { when: lastUsed })}
          </span>
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        icon={<TrashIcon className="size-3.5" />}
        onClick={onRevoke}
        aria-label={t('profile.tokens.revokeNamed', { name: token.name })}
        className="self-start text-rose-600 hover:text-rose-700 sm:self-center dark:text-rose-400 dark:hover:text-rose-300"
      >
        {t('profile.tokens.revoke')}
      </Button>
    </li>
  );
}
