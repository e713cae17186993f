import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNEL_KINDS,
  NOTIFICATION_CHANNEL_LABELS,
  type NotificationChannelKind,
} from '@pulso/domain/core';
import { BellIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useOfferedChannels, useSetOfferedChannels } from '../api/offered-channels';

/**
 * Administración › Notificaciones: which kinds of channel users may add. Each switch saves at
 * once; a kind taken away stops new channels of it, and the ones users have keep working.
 */
export function OfferedChannelsCard() {
  const { t } = useTranslation();
  const offered = useOfferedChannels();
  const save = useSetOfferedChannels();
  const kinds = offered.data?.kinds ?? [];

  const toggle = (kind: NotificationChannelKind, on: boolean) =>
    save.mutate(on ? [...kinds, kind] : kinds.filter((k) => k !== kind));

  return (
    <SectionCard
      title={t('admin.notifications.offered.title')}
      description={t('admin.notifications.offered.description')}
      icon={<BellIcon className="size-5" />}
    >
      {offered.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : offered.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {offered.error.message}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <ul
            aria-label={t('admin.notifications.offered.title')}
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
          >
            {NOTIFICATION_CHANNEL_KINDS.map((kind) => (
              <li
                key={kind}
                className="rounded-xl border border-slate-200 px-3 py-2 dark:border-white/10"
              >
                <Switch
                  checked={kinds.includes(kind)}
                  onChange={(on) => toggle(kind, on)}
                  disabled={save.isPending}
                  label={NOTIFICATION_CHANNEL_LABELS[kind]}
                  text={NOTIFICATION_CHANNEL_LABELS[kind]}
                />
              </li>
            ))}
          </ul>
          {save.isError ? (
            <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
              {save.error.message}
            </p>
          ) : null}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('admin.notifications.offered.existing')}
          </p>
        </div>
      )}
    </SectionCard>
  );
}
