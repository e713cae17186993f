import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_LEVEL_LABELS,
  NOTIFICATION_LEVELS,
  type NotificationLevel,
} from '@pulso/domain/core';
import {
  updateAccountNotificationSettingsBody,
  type AccountNotificationSettings,
  type UpdateAccountNotificationSettingsBody,
} from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { WalletIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/decimal-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useAccountNotificationSettings } from '../api/get-account-notification-settings';
import { useUpdateAccountNotificationSettings } from '../api/update-account-notification-settings';
import { FormError } from '../../../components/ui/form-error';

type Field = 'level' | 'dailyLoss' | 'drawdown' | 'form';
type Errors = Partial<Record<Field, string>>;
const FIELDS_BY_KEY: Record<string, Field> = {
  level: 'level',
  dailyLoss: 'dailyLoss',
  drawdown: 'drawdown',
};
const THRESHOLDS = ['dailyLoss', 'drawdown'] as const;

/**
 * Avisos por cuenta: per account, how loud its events are (a cap over every channel) and the
 * daily-loss and drawdown thresholds, each row saved with its own "Guardar" (or Enter).
 */
export function AccountAlertsCard() {
  const { t } = useTranslation();
  const settings = useAccountNotificationSettings();
  return (
    <SectionCard
      title={t('accountAlerts.title')}
      description={t('accountAlerts.description')}
      icon={<WalletIcon className="size-5" />}
    >
      {settings.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('accountAlerts.loadFailed')}
        </p>
      ) : settings.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-white/10 dark:text-slate-400">
          {t('accountAlerts.empty')}{' '}
          <Link
            to="/accounts"
            className="font-medium text-emerald-700 underline-offset-2 hover:underline dark:text-emerald-400"
          >
            {t('accountAlerts.createAccount')}
          </Link>
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {t('accountAlerts.levelHelp', {
              event: NOTIFICATION_EVENT_LABELS['order.unrecorded'],
            })}
          </p>
          <ul
            aria-label={t('accountAlerts.listLabel')}
            className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-white/5 dark:border-white/5"
          >
            {settings.data.map((row) => (
              <AccountAlertRow key={row.accountId} saved={row} />
            ))}
          </ul>
        </div>
      )}
    </SectionCard>
  );
}

function typedFrom(row: AccountNotificationSettings, locale: string) {
  return {
    dailyLoss: formatDecimalInput(row.dailyLoss, locale),
    drawdown: formatDecimalInput(row.drawdown, locale),
  };
}

function AccountAlertRow({ saved }: { saved: AccountNotificationSettings }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const nameId = useId();
  const update = useUpdateAccountNotificationSettings();
  const [level, setLevel] = useState<NotificationLevel>(saved.level);
  const [typed, setTyped] = useState(() => typedFrom(saved, locale));
  const [errors, setErrors] = useState<Errors>({});
  // "Guardado" until the next change.
  const [justSaved, setJustSaved] = useState(false);

  // What each field would send: null when empty (clears), the plain decimal text when it reads
  // as a number, else the text as typed so the schema says what is wrong with it.
  const wanted = (field: (typeof THRESHOLDS)[number]): string | null => {
    const text = typed[field].trim();
    if (text === '') return null;
    return parseDecimalInput(text, locale) ?? text;
  };
  const changes: UpdateAccountNotificationSettingsBody = {};
  if (level !== saved.level) changes.level = level;
  for (const field of THRESHOLDS) {
    const next = wanted(field);
    if (next !== saved[field]) changes[field] = next;
  }
  const changed = Object.keys(changes).length > 0;

  const clear = (field: Field) => {
    setJustSaved(false);
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = updateAccountNotificationSettingsBody.safeParse(changes);
    const found: Errors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = FIELDS_BY_KEY[String(issue.path[0])] ?? 'form';
      found[field] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !changed || update.isPending) return;
    update.mutate(
      { accountId: saved.accountId, changes },
      {
        // The answer is the row as saved: the fields start again from it.
        onSuccess: (row) => {
          setLevel(row.level);
          setTyped(typedFrom(row, locale));
          setJustSaved(true);
        },
        onError: (error) => {
          const refused = serverFieldErrors<Field>(error, FIELDS_BY_KEY, 'form');
          if (Object.keys(refused).length === 0 && error instanceof Error) {
            refused.form = error.message;
          }
          setErrors(refused);
        },
      },
    );
  };

  // Rewrite a readable amount in the reader's format on leaving its field ("1250,5" → "1.250,5").
  const tidy = (field: (typeof THRESHOLDS)[number]) => {
    const plain = parseDecimalInput(typed[field], locale);
    if (plain !== null) setTyped((v) => ({ ...v, [field]: formatDecimalInput(plain, locale) }));
  };

  const status = update.isPending
    ? t('accountAlerts.saving')
    : justSaved && !changed
      ? t('accountAlerts.saved')
      : changed
        ? t('accountAlerts.unsaved')
        : '';

  return (
    <li aria-labelledby={nameId} className="px-4 py-4">
      {/* Name and "Guardar" on one line, the fields under them; on a phone all stacked, the
          button last. */}
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      >
        <h3
          id={nameId}
          className="min-w-0 break-words text-sm font-semibold text-slate-900 dark:text-white"
        >
          {saved.accountName}
        </h3>
        <div className="order-last flex flex-wrap items-center gap-x-3 gap-y-1 sm:order-none sm:justify-end">
          <Button type="submit" size="sm" busy={update.isPending} disabled={!changed}>
            {t('accountAlerts.save')}
          </Button>
          <span
            role="status"
            className={`text-xs sm:order-first ${justSaved && !changed ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {status}
          </span>
        </div>
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:grid-cols-3">
          <div className="flex flex-col gap-1.5">
            <SelectField
              label={t('accountAlerts.level')}
              value={level}
              aria-invalid={errors.level ? true : undefined}
              onChange={(e) => {
                setLevel(e.target.value as NotificationLevel);
                clear('level');
              }}
            >
              {NOTIFICATION_LEVELS.map((option) => (
                <option key={option} value={option}>
                  {NOTIFICATION_LEVEL_LABELS[option]}
                </option>
              ))}
            </SelectField>
            {errors.level ? <FormError>{errors.level}</FormError> : null}
          </div>
          {THRESHOLDS.map((field) => (
            <TextField
              key={field}
              label={t(`accountAlerts.${field}`)}
              inputMode="decimal"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('accountAlerts.thresholdPlaceholder')}
              inputClassName="tabular-nums"
              maxLength={24}
              compact
              value={typed[field]}
              error={errors[field]}
              onChange={(e) => {
                setTyped((v) => ({ ...v, [field]: e.target.value }));
                clear(field);
              }}
              onBlur={() => tidy(field)}
            />
          ))}
        </div>
        {errors.form ? (
          <p
            role="alert"
            className="rounded-lg border border-rose-500/30 bg-rose-500/[0.06] px-3 py-2 text-sm font-medium text-rose-700 sm:col-span-2 dark:text-rose-300"
          >
            {errors.form}
          </p>
        ) : null}
      </form>
    </li>
  );
}
