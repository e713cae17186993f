import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CloseIcon, WarningIcon } from '../../../components/ui/icons';
import { useNotificationChannels } from '../api/get-notification-channels';

/** Dismissed notices, as `channelId + reason`: one per tab, so a new pause is told again. */
const DISMISSED_KEY = 'pulso.paused-channels.dismissed';
/** Asked once per page load; Perfil › Notificaciones refreshes the same query when it changes. */
const STALE_TIME = 10 * 60_000;

const noticeId = (channel: { id: string; pausedReason: string | null }) =>
  `${channel.id}\n${channel.pausedReason ?? ''}`;

function readDismissed(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return []; // no storage (private mode) or a damaged value: nothing dismissed
  }
}

function writeDismissed(ids: string[]): void {
  try {
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(ids));
  } catch {
    // Without storage the notice stays closed until the page is reloaded.
  }
}

/**
 * The app shell's word that Pulso paused one of the user's channels after repeated failures
 * (the worker sets `pausedReason` and turns it off): each paused channel once, until closed for
 * that channel and reason. Rendered for signed-in users only.
 */
export function PausedChannelBanner() {
  const { t } = useTranslation();
  const channels = useNotificationChannels({ staleTime: STALE_TIME, silent: true });
  const [dismissed, setDismissed] = useState(readDismissed);

  const paused = (channels.data ?? []).filter(
    (channel) =>
      channel.pausedReason !== null && !channel.enabled && !dismissed.includes(noticeId(channel)),
  );
  if (paused.length === 0) return null;

  const dismiss = (id: string) => {
    const next = [...dismissed, id];
    writeDismissed(next);
    setDismissed(next);
  };

  return (
    <section
      aria-label={t('notices.pausedChannelLabel')}
      className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8"
    >
      <ul className="flex flex-col gap-2">
        {paused.map((channel) => (
          <li
            key={channel.id}
            role="status"
            data-testid="paused-channel-banner"
            className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/20 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <WarningIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p className="min-w-0 flex-1 break-words">
              {t('notices.pausedChannel', { name: channel.name, reason: channel.pausedReason })}{' '}
              <Link
                to="/profile/notifications"
                className="font-semibold underline underline-offset-2 hover:no-underline"
              >
                {t('notices.pausedChannelLink')}
              </Link>
            </p>
            <button
              type="button"
              onClick={() => dismiss(noticeId(channel))}
              aria-label={t('notices.dismiss')}
              className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:hover:bg-white/10"
            >
              <CloseIcon className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
