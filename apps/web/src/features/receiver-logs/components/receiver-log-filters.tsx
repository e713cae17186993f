import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RECEIVER_LOG_STATUSES,
  RECEIVER_LOG_STEPS,
  type ReceiverLogStatus,
} from '@pulso/domain/core';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { ReceiverLogsFilters } from '../api/receiver-logs-keys';

export type ReceiverLogFilterValues = Omit<ReceiverLogsFilters, 'page' | 'limit'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();
/**
 * A signal's own log action by source (domain SIGNAL_LOG_ACTIONS, written out here because its
 * module brings zod into this page's chunk), then the steps.
 */
const ACTIONS = ['WEBHOOK', 'MANUAL_TRADE', 'COPY_TRADE', 'STRATEGY', ...RECEIVER_LOG_STEPS];

/** Account (id, with the admin's own accounts suggested), status, action and a day range. */
export function ReceiverLogFilters({
  accounts,
  onChange,
}: {
  accounts: { id: string; name: string }[];
  onChange: (values: ReceiverLogFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [status, setStatus] = useState<ReceiverLogStatus | ''>('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const accountInvalid = account.trim() !== '' && !UUID.test(account.trim());
  const rangeInvalid = from !== '' && to !== '' && from > to;

  useEffect(() => {
    if (accountInvalid || rangeInvalid) return;
    const timer = setTimeout(
      () =>
        onChange({
          accountId: account.trim() || undefined,
          status: status || undefined,
          action: action || undefined,
          startDate: from ? dayStart(from) : undefined,
          endDate: to ? dayEnd(to) : undefined,
        }),
      300,
    );
    return () => clearTimeout(timer);
  }, [account, status, action, from, to, accountInvalid, rangeInvalid, onChange]);

  const dirty = Boolean(account || status || action || from || to);
  return (
    <div
      role="search"
      aria-label={t('receiverLogs.filters.label')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <TextField
        label={t('receiverLogs.filters.account')}
        placeholder={t('receiverLogs.filters.accountPlaceholder')}
        list="receiver-log-accounts"
        value={account}
        error={accountInvalid ? t('receiverLogs.filters.accountInvalid') : undefined}
        onChange={(e) => setAccount(e.target.value)}
      />
      <datalist id="receiver-log-accounts">
        {accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </datalist>
      <SelectField
        label={t('receiverLogs.filters.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as ReceiverLogStatus | '')}
      >
        <option value="">{t('receiverLogs.filters.allStatuses')}</option>
        {RECEIVER_LOG_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`receiverLogs.statuses.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('receiverLogs.filters.action')}
        value={action}
        onChange={(e) => setAction(e.target.value)}
      >
        <option value="">{t('receiverLogs.filters.allActions')}</option>
        {ACTIONS.map((a) => (
          <option key={a} value={a}>
            {t(`receiverLogs.actions.${a}`, { defaultValue: a })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('receiverLogs.filters.from')}
        type="date"
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        label={t('receiverLogs.filters.to')}
        type="date"
        value={to}
        error={rangeInvalid ? t('receiverLogs.filters.rangeInvalid') : undefined}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button
        variant="ghost"
        size="sm"
        disabled={!dirty}
        onClick={() => {
          setAccount('');
          setStatus('');
          setAction('');
          setFrom('');
          setTo('');
        }}
      >
        {t('receiverLogs.filters.clear')}
      </Button>
    </div>
  );
}
