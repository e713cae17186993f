import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_LIMITS, URL_CHANNEL_KINDS } from '@pulso/domain/core';
import type { NotificationChannel } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { BellIcon, PlusIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteNotificationChannel } from '../api/delete-notification-channel';
import { useNotificationChannels } from '../api/get-notification-channels';
import { useEmailStatus } from '../api/get-email-status';
import { useTelegramBot } from '../api/get-telegram-bot';
import { useOfferedChannels } from '../api/offered-channels';
import { useWebPush } from '../hooks/use-web-push';
import { ChannelFormDialog } from './channel-form-dialog';
import { ChannelItem } from './channel-item';
import { EmailAddButton } from './email-channel-dialog';
import { TelegramLinkButton } from './telegram-link-dialog';
import { WebPushButton, WebPushNotice } from './web-push';

/** The user's channels: each with its levels, switch, test, edit and delete; and "Añadir canal". */
export function NotificationChannelsCard({
  onTested,
}: {
  /** A test message was queued: its delivery, for the log. */
  onTested: (deliveryId: string) => void;
}) {
  const { t } = useTranslation();
  const channels = useNotificationChannels();
  const remove = useDeleteNotificationChannel();
  // "Vincular Telegram" is offered once the admin has set the instance's bot.
  const telegram = useTelegramBot();
  // "Añadir correo" once the instance has an SMTP server.
  const email = useEmailStatus();
  // undefined: no form open; null: the add form; a channel: its edit form.
  const [editing, setEditing] = useState<NotificationChannel | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<NotificationChannel | null>(null);
  const list = channels.data ?? [];
  // "Activar notificaciones push" for the browser this page is open in.
  const push = useWebPush(list);
  // Only the kinds the admin offers are offered here (all while the answer is on its way).
  const offered = useOfferedChannels();
  const kinds = offered.data?.kinds;
  const offers = (kind: NotificationChannel['kind']) => kinds?.includes(kind) ?? true;
  const urlKinds = URL_CHANNEL_KINDS.filter(offers);

  return (
    <SectionCard
      title={t('notifications.channels.title')}
      description={t('notifications.channels.description')}
      icon={<BellIcon className="size-5" />}
      actions={
        // On a phone the button takes a line of its own under the title, not the text's width.
        <div className="flex w-full flex-wrap gap-2 pl-12 sm:w-auto sm:self-center sm:pl-0">
          {offers('webpush') ? <WebPushButton push={push} /> : null}
          {telegram.data?.configured && offers('telegram') ? <TelegramLinkButton /> : null}
          {email.data?.configured && offers('email') ? <EmailAddButton /> : null}
          {urlKinds.length > 0 ? (
            <Button
              size="sm"
              icon={<PlusIcon className="size-4" />}
              onClick={() => setEditing(null)}
            >
              {t('notifications.channels.add')}
            </Button>
          ) : null}
        </div>
      }
    >
      <WebPushNotice push={push} />
      {channels.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : channels.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('notifications.channels.loadFailed')}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-white/10 dark:text-slate-400">
          {t('notifications.channels.empty')}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <ul
            aria-label={t('notifications.channels.listLabel')}
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-white/5 dark:border-white/5"
          >
            {list.map((channel) => (
              <ChannelItem
                key={channel.id}
                channel={channel}
                onEdit={() => setEditing(channel)}
                onDelete={() => setToDelete(channel)}
                onTested={onTested}
              />
            ))}
          </ul>
          <p className="text-right text-xs text-slate-500 dark:text-slate-400">
            {t('notifications.channels.count', {
              used: list.length,
              max: NOTIFICATION_LIMITS.channelsPerUser,
            })}
          </p>
        </div>
      )}

      {editing !== undefined ? (
        <ChannelFormDialog
          key={editing?.id ?? 'new'}
          channel={editing}
          kinds={urlKinds}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('notifications.channels.deleteTitle', { name: toDelete?.name ?? '' })}
        message={t('notifications.channels.deleteBody')}
        confirmLabel={t('notifications.channels.delete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </SectionCard>
  );
}
