import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { WarningIcon } from '../../../components/ui/icons';
import type { Webhook } from '../api/create-account';
import { tradingViewAlert } from '../lib/tradingview-alert';
import { WebhookField as Field } from './webhook-field';

interface WebhookDialogProps {
  accountId: string;
  accountName: string;
  webhook: Webhook;
  /** After a create, or after a new secret replaced the old one. */
  reason: 'created' | 'rotated';
  onClose: () => void;
}

/**
 * The webhook of an account: its URL, its secret (shown only here, once: the server keeps only a
 * hash) and a TradingView alert message ready to paste.
 */
export function WebhookDialog({
  accountId,
  accountName,
  webhook,
  reason,
  onClose,
}: WebhookDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t(`accounts.webhook.${reason}Title`, { name: accountName })}
      description={t('accounts.webhook.lead')}
      footer={
        <Button onClick={onClose} data-autofocus="">
          {t('accounts.webhook.done')}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <p
          role="note"
          className="flex gap-2 rounded-lg bg-amber-500/10 px-3 py-2.5 text-sm text-amber-800 dark:text-amber-200"
        >
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          {t('accounts.webhook.once')}
        </p>
        <Field label={t('accounts.webhook.url')} value={webhook.url} />
        <Field label={t('accounts.webhook.secret')} value={webhook.secret} />
        <Field
          label={t('accounts.webhook.alert')}
          value={tradingViewAlert(accountId, webhook.secret)}
          multiline
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('accounts.webhook.alertHint')}
        </p>
      </div>
    </Dialog>
  );
}
