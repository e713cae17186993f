import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setTelegramBotBody } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { BellIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteTelegramBot } from '../api/delete-telegram-bot';
import { useTelegramBot } from '../api/get-telegram-bot';
import { useSetTelegramBot } from '../api/set-telegram-bot';

/**
 * Administración › Notificaciones: the instance's one Telegram bot. The token is written, sent
 * once, and never shown again (the server keeps it sealed and answers only the bot's name).
 */
export function TelegramBotCard() {
  const { t } = useTranslation();
  const formId = useId();
  const bot = useTelegramBot();
  const save = useSetTelegramBot();
  const remove = useDeleteTelegramBot();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = setTelegramBotBody.safeParse({ botToken: token });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data.botToken, {
      onSuccess: () => setToken(''),
      onError: (e) => setError(e.message),
    });
  };

  return (
    <SectionCard
      title={t('notifications.telegramBot.title')}
      description={t('notifications.telegramBot.description')}
      icon={<BellIcon className="size-5" />}
    >
      {bot.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {bot.data?.configured
              ? t('notifications.telegramBot.configured', { username: bot.data.username })
              : t('notifications.telegramBot.none')}
          </p>
          <form
            id={formId}
            onSubmit={submit}
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <TextField
              className="flex-1"
              label={
                bot.data?.configured
                  ? t('notifications.telegramBot.replace')
                  : t('notifications.telegramBot.token')
              }
              type="password"
              autoComplete="off"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              placeholder="123456789:AA…"
              hint={t('notifications.telegramBot.hint')}
              error={error}
            />
            <Button type="submit" busy={save.isPending} disabled={token.trim() === ''}>
              {t('notifications.telegramBot.save')}
            </Button>
          </form>
          {bot.data?.configured ? (
            <div>
              <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
                {t('notifications.telegramBot.remove')}
              </Button>
            </div>
          ) : null}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('notifications.telegramBot.removeTitle')}
        message={t('notifications.telegramBot.removeBody')}
        confirmLabel={t('notifications.telegramBot.remove')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </SectionCard>
  );
}
