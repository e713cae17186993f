import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNEL_LABELS } from '@pulso/domain/core';
import { BellIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useFailingChannels } from '../api/get-failing-channels';

/**
 * Administración › Notificaciones: users' channels that keep failing or that Pulso paused, with
 * whose they are and the last answer, so an admin can tell a user their webhook is gone.
 */
export function FailingChannelsCard() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const failing = useFailingChannels();
  return (
    <SectionCard
      title={t('admin.notifications.failing.title')}
      description={t('admin.notifications.failing.description')}
      icon={<BellIcon className="size-5" />}
    >
      {failing.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : (failing.data ?? []).length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('admin.notifications.failing.none')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 dark:divide-white/5">
          {(failing.data ?? []).map((channel) => (
            <li key={channel.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-white/5 dark:text-slate-300">
                  {NOTIFICATION_CHANNEL_LABELS[channel.kind]}
                </span>
                <span className="font-medium text-slate-900 dark:text-white">{channel.name}</span>
                <span className="break-all text-sm text-slate-500 dark:text-slate-400">
                  {channel.userEmail}
                </span>
                <span
                  className={`ml-auto rounded-full px-2 py-0.5 text-xs font-medium ${
                    channel.enabled
                      ? 'bg-amber-500/10 text-amber-700 dark:text-amber-300'
                      : 'bg-rose-500/10 text-rose-700 dark:text-rose-300'
                  }`}
                >
                  {channel.enabled
                    ? t('admin.notifications.failing.failures', { count: channel.failures })
                    : t('admin.notifications.failing.paused')}
                </span>
              </div>
              <p className="break-all font-mono text-xs text-slate-500 dark:text-slate-400">
                {channel.target}
              </p>
              {(channel.lastAnswer ?? channel.pausedReason) ? (
                <p className="break-words text-sm text-slate-700 dark:text-slate-300">
                  {channel.lastFailedAt
                    ? t('admin.notifications.failing.lastAnswerAt', {
                        at: new Date(channel.lastFailedAt).toLocaleString(locale, {
                          dateStyle: 'short',
                          timeStyle: 'short',
                        }),
                        answer: channel.lastAnswer ?? channel.pausedReason,
                      })
                    : (channel.lastAnswer ?? channel.pausedReason)}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
