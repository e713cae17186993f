import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_LIMITS,
  type NotificationEvent,
  type NotificationLevel,
} from '@pulso/domain/core';
import type { NotificationChannel } from '@pulso/domain/schemas';
import { KeyIcon, PencilIcon, TrashIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { SignalIcon, WarningIcon } from '../../../components/ui/icons';
import { Switch } from '../../../components/ui/switch';
import { useResendEmailCode } from '../api/resend-email-code';
import { useSendTestNotification } from '../api/send-test-notification';
import { useUpdateNotificationChannel } from '../api/update-notification-channel';
import { EmailChannelDialog } from './email-channel-dialog';
import { LevelSelects } from './level-selects';

const KIND_TONE: Record<NotificationChannel['kind'], string> = {
  webhook: 'bg-sky-500/10 text-sky-700 dark:text-sky-300',
  discord: 'bg-indigo-500/10 text-indigo-700 dark:text-indigo-300',
  slack: 'bg-fuchsia-500/10 text-fuchsia-700 dark:text-fuchsia-300',
  ntfy: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  gotify: 'bg-cyan-500/10 text-cyan-700 dark:text-cyan-300',
  telegram: 'bg-blue-500/10 text-blue-700 dark:text-blue-300',
  webpush: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  email: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

/**
 * One channel: what it is and where it points, on/off, Pulso's pause and why, a level per
 * event (each change saved at once), and its test, edit and delete buttons.
 */
export function ChannelItem({
  channel,
  onEdit,
  onDelete,
  onTested,
}: {
  channel: NotificationChannel;
  onEdit: () => void;
  onDelete: () => void;
  /** The test message's delivery, for the log to show. */
  onTested: (deliveryId: string) => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const update = useUpdateNotificationChannel();
  const test = useSendTestNotification();
  const resend = useResendEmailCode();
  // An e-mail address not yet confirmed: it cannot be switched on or tested until it is.
  const awaiting = channel.awaitingConfirmation === true;
  const [enteringCode, setEnteringCode] = useState(false);
  const paused = channel.pausedReason !== null;
  // A paused channel reads as off: turning it on is what clears the pause.
  const on = channel.enabled && !paused;

  const setLevel = (event: NotificationEvent, level: NotificationLevel) =>
    update.mutate({ id: channel.id, changes: { levels: { [event]: level } } });

  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-4 px-4 py-4 sm:px-5">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="flex flex-wrap items-center gap-2">
            <span
              className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${KIND_TONE[channel.kind]}`}
            >
              {NOTIFICATION_CHANNEL_LABELS[channel.kind]}
            </span>
            <span
              id={nameId}
              className="min-w-0 break-words text-sm font-semibold text-slate-900 dark:text-white"
            >
              {channel.name}
            </span>
          </p>
          <p className="mt-1 flex min-w-0 items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
            <code className="min-w-0 truncate font-mono" title={channel.target}>
              {channel.target}
            </code>
            {channel.hasSecret ? (
              <span
                className="inline-flex shrink-0 items-center gap-1"
                title={t('notifications.channels.secretKept')}
              >
                <KeyIcon className="size-3.5" />
                <span className="sr-only">{t('notifications.channels.secretKept')}</span>
              </span>
            ) : null}
          </p>
        </div>
        {awaiting ? null : (
          <Switch
            checked={on}
            disabled={update.isPending}
            label={t('notifications.channels.enabledNamed', { name: channel.name })}
            text={on ? t('notifications.channels.enabled') : t('notifications.channels.disabled')}
            onChange={(enabled) => update.mutate({ id: channel.id, changes: { enabled } })}
          />
        )}
      </div>

      {paused ? (
        <div className="flex items-start gap-2 rounded-lg border border-amber-500/30 bg-amber-500/[0.06] px-3 py-2">
          <WarningIcon className="mt-0.5 size-4 shrink-0 text-amber-500" />
          <div className="min-w-0 text-xs">
            <p className="break-words font-semibold text-amber-800 dark:text-amber-200">
              {t('notifications.channels.paused', { reason: channel.pausedReason })}
            </p>
            <p className="mt-0.5 text-amber-800/80 dark:text-amber-200/70">
              {t('notifications.channels.pausedHint', {
                failures: NOTIFICATION_LIMITS.failuresToPause,
              })}
            </p>
          </div>
        </div>
      ) : null}

      {awaiting ? (
        <div className="flex flex-col gap-2 rounded-lg border border-sky-500/30 bg-sky-500/[0.06] px-3 py-2 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 text-xs text-sky-800 dark:text-sky-200">
            {t('notificationsEmail.awaiting')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setEnteringCode(true)}>
              {t('notificationsEmail.enterCode')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              busy={resend.isPending}
              onClick={() => resend.mutate(channel.id)}
            >
              {t('notificationsEmail.resend')}
            </Button>
          </div>
        </div>
      ) : null}
      {enteringCode ? (
        <EmailChannelDialog channel={channel} onClose={() => setEnteringCode(false)} />
      ) : null}

      <LevelSelects
        levels={channel.levels}
        disabled={update.isPending}
        label={t('notifications.channels.levelsLabel', { name: channel.name })}
        onChange={setLevel}
      />

      <div className="flex flex-wrap gap-2">
        {awaiting ? null : (
          <Button
            size="sm"
            variant="secondary"
            busy={test.isPending}
            icon={<SignalIcon className="size-3.5" />}
            aria-label={t('notifications.channels.testNamed', { name: channel.name })}
            onClick={() =>
              test.mutate(channel.id, { onSuccess: ({ deliveryId }) => onTested(deliveryId) })
            }
          >
            {t('notifications.channels.test')}
          </Button>
        )}
        {channel.kind === 'telegram' ||
        channel.kind === 'webpush' ||
        channel.kind === 'email' ? null : (
          // A Telegram channel is its linked chat, a push one its browser: nothing to edit but
          // their levels, set above.
          <Button
            size="sm"
            variant="ghost"
            icon={<PencilIcon className="size-3.5" />}
            aria-label={t('notifications.channels.editNamed', { name: channel.name })}
            onClick={onEdit}
          >
            {t('notifications.channels.edit')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          icon={<TrashIcon className="size-3.5" />}
          aria-label={t('notifications.channels.deleteNamed', { name: channel.name })}
          onClick={onDelete}
          className="text-rose-600 hover:text-rose-700 dark:text-rose-400 dark:hover:text-rose-300"
        >
          {t('notifications.channels.delete')}
        </Button>
      </div>
    </li>
  );
}
