import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TelegramLink } from '@pulso/domain/schemas';
import { buttonClass, Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useCreateTelegramLink } from '../api/create-telegram-link';
import { notificationChannelsQueryOptions } from '../api/get-notification-channels';

/** How often the channel list is asked again while the user sends the code. */
const WAIT_POLL_MS = 2_000;

/**
 * "Vincular Telegram": asks for a one-time code, then shows it with the bot's deep link and waits
 * until the chat's channel appears (the list is asked again every two seconds meanwhile).
 */
export function TelegramLinkButton() {
  const { t } = useTranslation();
  const create = useCreateTelegramLink();
  const channels = useQuery(notificationChannelsQueryOptions());
  const [open, setOpen] = useState(false);
  const [link, setLink] = useState<TelegramLink | null>(null);
  // The Telegram channels there were when the code was made: a new one is the chat just linked.
  const [before, setBefore] = useState<ReadonlySet<string>>(new Set());

  const makeCode = () => {
    setBefore(new Set((channels.data ?? []).filter((c) => c.kind === 'telegram').map((c) => c.id)));
    setLink(null);
    create.mutate(undefined, { onSuccess: setLink });
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        busy={create.isPending && !open}
        onClick={() => {
          setOpen(true);
          makeCode();
        }}
      >
        {t('notifications.telegram.link')}
      </Button>
      {open ? (
        <TelegramLinkDialog
          link={link}
          before={before}
          error={create.isError ? create.error.message : null}
          busy={create.isPending}
          onNewCode={makeCode}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function TelegramLinkDialog({
  link,
  before,
  error,
  busy,
  onNewCode,
  onClose,
}: {
  link: TelegramLink | null;
  before: ReadonlySet<string>;
  error: string | null;
  busy: boolean;
  onNewCode: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [expiredCode, setExpiredCode] = useState<string | null>(null);
  const expired = link !== null && expiredCode === link.code;
  const channels = useQuery({
    ...notificationChannelsQueryOptions(),
    refetchInterval: (query) =>
      link && !expired && !newTelegram(query.state.data, before) ? WAIT_POLL_MS : false,
  });
  const linked = link ? newTelegram(channels.data, before) : undefined;
  useEffect(() => {
    if (!link) return;
    const timer = setTimeout(
      () => setExpiredCode(link.code),
      Date.parse(link.expiresAt) - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [link]);

  const expiresAt = link
    ? new Date(link.expiresAt).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' })
    : '';

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('notifications.telegram.title')}
      description={t('notifications.telegram.description')}
      footer={
        <Button variant={linked ? 'primary' : 'secondary'} onClick={onClose}>
          {linked ? t('notifications.telegram.done') : t('dialog.cancel')}
        </Button>
      }
    >
      {linked ? (
        <p role="status" className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
          {t('notifications.telegram.linked', { target: linked.target })}
        </p>
      ) : error ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {error}
          </p>
          <Button size="sm" onClick={onNewCode} busy={busy}>
            {t('notifications.telegram.retry')}
          </Button>
        </div>
      ) : !link ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : expired ? (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-slate-700 dark:text-slate-300">
            {t('notifications.telegram.expired')}
          </p>
          <Button size="sm" onClick={onNewCode} busy={busy}>
            {t('notifications.telegram.newCode')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-4 text-sm text-slate-700 dark:text-slate-300">
          <a
            href={link.link}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass('primary', 'md')} self-start`}
          >
            {t('notifications.telegram.open', { bot: link.botUsername })}
          </a>
          <div>
            <p>{t('notifications.telegram.orSend', { bot: link.botUsername })}</p>
            <div className="mt-2 flex flex-wrap items-center gap-3">
              <code
                aria-label={t('notifications.telegram.codeLabel')}
                className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-base text-slate-900 dark:bg-white/5 dark:text-white"
              >
                /start {link.code}
              </code>
              <CopyButton value={`/start ${link.code}`} />
            </div>
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
              {t('notifications.telegram.expires', { time: expiresAt })}
            </p>
          </div>
          <p role="status" className="flex items-center gap-2 text-slate-500 dark:text-slate-400">
            <Spinner className="size-4 text-emerald-500" />
            {t('notifications.telegram.waiting')}
          </p>
        </div>
      )}
    </Dialog>
  );
}

/** A Telegram channel that was not there before the code was made. */
function newTelegram(
  channels: readonly { id: string; kind: string; target: string }[] | undefined,
  before: ReadonlySet<string>,
) {
  if (!channels) return undefined;
  return channels.find((c) => c.kind === 'telegram' && !before.has(c.id));
}
