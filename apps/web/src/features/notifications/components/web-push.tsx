import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BellIcon } from '../../../components/ui/icons';
import type { WebPushState } from '../hooks/use-web-push';

/** "Activar notificaciones push", beside "Vincular Telegram": only where it can work. */
export function WebPushButton({ push }: { push: WebPushState }) {
  const { t } = useTranslation();
  if (push.support !== 'supported' || push.subscribed) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      busy={push.busy}
      icon={<BellIcon className="size-4" />}
      onClick={push.enable}
    >
      {t('notifications.webpush.enable')}
    </Button>
  );
}

/**
 * What the card says about push in this browser: it already receives them, it cannot, or why
 * the last try did not turn them on (with how to allow a blocked permission).
 */
export function WebPushNotice({ push }: { push: WebPushState }) {
  const { t } = useTranslation();
  const { problem } = push;
  if (push.support !== 'supported') {
    return (
      <p className="mb-4 text-xs text-slate-500 dark:text-slate-400">
        {t(`notifications.webpush.${push.support}`)}
      </p>
    );
  }
  if (push.subscribed) {
    return (
      <p role="status" className="mb-4 text-sm font-medium text-emerald-700 dark:text-emerald-300">
        {t('notifications.webpush.subscribed')}
      </p>
    );
  }
  if (!problem) return null;
  return (
    <p role="alert" className="mb-4 text-sm text-rose-600 dark:text-rose-400">
      {problem.kind === 'denied'
        ? t('notifications.webpush.denied')
        : problem.kind === 'dismissed'
          ? t('notifications.webpush.dismissed')
          : problem.kind === 'browser'
            ? t('notifications.webpush.browserFailed', { reason: problem.reason })
            : problem.message || t('notifications.webpush.failed')}
    </p>
  );
}
