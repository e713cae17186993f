import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { webhookUrl } from '../lib/webhook-url';
import { SECRET_PLACEHOLDER, tradingViewAlert } from '../lib/tradingview-alert';
import { WebhookField } from './webhook-field';

/**
 * An account's webhook, at any time: its URL and the TradingView alert message with the secret
 * left as a placeholder (the secret itself is shown once, when made; a new one replaces it).
 */
export function WebhookPanel({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('accounts.webhook.panelTitle')}
      description={t('accounts.webhook.panelLead')}
    >
      <div className="flex flex-col gap-4">
        <WebhookField label={t('accounts.webhook.url')} value={webhookUrl(accountId)} />
        <WebhookField
          label={t('accounts.webhook.alert')}
          value={tradingViewAlert(accountId, SECRET_PLACEHOLDER)}
          multiline
        />
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('accounts.webhook.placeholderHint', { placeholder: SECRET_PLACEHOLDER })}
        </p>
      </div>
    </SectionCard>
  );
}
