import { useTranslation } from 'react-i18next';
import { webhookIpAllowlist } from '@pulso/domain/schemas';
import { TextField } from '../../../components/ui/text-field';

/** The typed allowlist as the API takes it, checked by the server's own schema, or its first error. */
export function parseWebhookIps(text: string): { ips: string[] } | { error: string } {
  const parsed = webhookIpAllowlist.safeParse(text.split(/[\s,]+/).filter(Boolean));
  return parsed.success
    ? { ips: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? 'Lista no válida' };
}

export const sameIps = (a: string[], b: string[]) =>
  a.length === b.length && a.every((ip, i) => ip === b[i]);

interface WebhookIpsFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The senders the account's webhook accepts (empty: any), comma- or space-separated. */
export function WebhookIpsField({ value, onChange, error }: WebhookIpsFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('accounts.fields.webhookIps')}
      hint={t('accounts.form.webhookIpsHint')}
      placeholder="52.89.214.238, 34.212.75.30, 10.0.0.0/8"
      value={value}
      maxLength={4000}
      autoComplete="off"
      spellCheck={false}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
