import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_EVENT_LABELS } from '@pulso/domain/core';
import {
  updateNotificationPreferencesBody,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ClockIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { CLOCK_FIELD, normalizeClock } from '../../../lib/clock-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useNow } from '../../../lib/use-now';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { TimeZoneSelect } from './time-zone-select';

type Field = 'timeZone' | 'summaryAt' | 'quietFrom' | 'quietTo' | 'form';
type Errors = Partial<Record<Field, string>>;
const FIELDS_BY_KEY: Record<string, Field> = {
  timeZone: 'timeZone',
  summaryAt: 'summaryAt',
  quietFrom: 'quietFrom',
  quietTo: 'quietTo',
};

/** What the time inputs offer when a switch is first turned on. */
const SUGGESTED = { summaryAt: '08:00', quietFrom: '23:00', quietTo: '07:00' } as const;

/** Zona horaria, Resumen diario and Horas de silencio, saved together with "Guardar". */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  return (
    <SectionCard
      title={t('notifications.preferences.title')}
      description={t('notifications.preferences.description')}
      icon={<ClockIcon className="size-5" />}
    >
      {preferences.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : preferences.isError ? (
        <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
          {t('notifications.preferences.loadFailed')}
        </p>
      ) : (
        // A save answers with the preferences as saved: the form starts again from them.
        <PreferencesForm key={JSON.stringify(preferences.data)} saved={preferences.data} />
      )}
    </SectionCard>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const now = useNow(30_000);
  const formId = useId();
  const update = useUpdateNotificationPreferences();
  const [timeZone, setTimeZone] = useState(saved.timeZone);
  const [summaryOn, setSummaryOn] = useState(saved.summaryAt !== null);
  const [summaryAt, setSummaryAt] = useState(saved.summaryAt ?? SUGGESTED.summaryAt);
  const [quietOn, setQuietOn] = useState(saved.quietFrom !== null);
  const [quietFrom, setQuietFrom] = useState(saved.quietFrom ?? SUGGESTED.quietFrom);
  const [quietTo, setQuietTo] = useState(saved.quietTo ?? SUGGESTED.quietTo);
  const [errors, setErrors] = useState<Errors>({});

  // Only what differs from the saved preferences; quiet hours go as a pair, as the API wants.
  const changes: UpdateNotificationPreferencesBody = {};
  if (timeZone !== saved.timeZone) changes.timeZone = timeZone;
  const nextSummary = summaryOn ? normalizeClock(summaryAt) : null;
  if (nextSummary !== saved.summaryAt) changes.summaryAt = nextSummary;
  const nextFrom = quietOn ? normalizeClock(quietFrom) : null;
  const nextTo = quietOn ? normalizeClock(quietTo) : null;
  if (nextFrom !== saved.quietFrom || nextTo !== saved.quietTo) {
    changes.quietFrom = nextFrom;
    changes.quietTo = nextTo;
  }
  const changed = Object.keys(changes).length > 0;

  let localTime = '';
  try {
    localTime = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
    }).format(now);
  } catch {
    // A zone this browser does not know: no hint rather than a broken page.
  }

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = updateNotificationPreferencesBody.safeParse(changes);
    const found: Errors = {};
    for (const issue of result.error?.issues ?? []) {
      const field = FIELDS_BY_KEY[String(issue.path[0])] ?? 'form';
      found[field] ??= issue.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !changed) return;
    update.mutate(changes, {
      // A refusal the server names a field for goes beside it; the rest (or a network
      // failure: the call is silent) above the button.
      onError: (error) => {
        const refused = serverFieldErrors<Field>(error, FIELDS_BY_KEY, 'form');
        if (Object.keys(refused).length === 0 && error instanceof Error) {
          refused.form = error.message;
        }
        setErrors(refused);
      },
    });
  };

  return (
    <form
      id={formId}
      onSubmit={submit}
      noValidate
      className="flex flex-col divide-y divide-slate-100 dark:divide-white/5"
    >
      <Row
        title={t('notifications.preferences.timeZone')}
        help={t('notifications.preferences.timeZoneHelp')}
      >
        <div className="flex flex-col gap-1.5">
          <TimeZoneSelect
            label={t('notifications.preferences.timeZone')}
            hideLabel
            value={timeZone}
            saved={saved.timeZone}
            aria-invalid={errors.timeZone ? true : undefined}
            aria-describedby={`${formId}-tz`}
            onChange={(e) => {
              setTimeZone(e.target.value);
              clear('timeZone');
            }}
          />
          <p id={`${formId}-tz`} className="text-xs text-slate-500 dark:text-slate-400">
            {errors.timeZone ? (
              <span role="alert" className="font-medium text-rose-600 dark:text-rose-400">
                {errors.timeZone}
              </span>
            ) : localTime ? (
              t('notifications.preferences.timeZoneHint', { time: localTime })
            ) : null}
          </p>
        </div>
      </Row>

      <Row
        title={t('notifications.preferences.summary')}
        help={t('notifications.preferences.summaryHelp', {
          event: NOTIFICATION_EVENT_LABELS['daily.summary'],
        })}
        toggle={
          <Switch
            checked={summaryOn}
            label={t('notifications.preferences.summary')}
            text={
              summaryOn ? t('notifications.preferences.on') : t('notifications.preferences.off')
            }
            onChange={(on) => {
              setSummaryOn(on);
              clear('summaryAt');
            }}
          />
        }
      >
        <TextField
          label={t('notifications.preferences.summaryAt')}
          {...CLOCK_FIELD}
          value={summaryAt}
          disabled={!summaryOn}
          required={summaryOn}
          error={errors.summaryAt}
          className="sm:max-w-40"
          onChange={(e) => {
            setSummaryAt(e.target.value);
            clear('summaryAt');
          }}
          onBlur={(e) => setSummaryAt(normalizeClock(e.target.value))}
        />
      </Row>

      <Row
        title={t('notifications.preferences.quiet')}
        help={t('notifications.preferences.quietHelp', {
          event: NOTIFICATION_EVENT_LABELS['order.unrecorded'],
        })}
        toggle={
          <Switch
            checked={quietOn}
            label={t('notifications.preferences.quiet')}
            text={quietOn ? t('notifications.preferences.on') : t('notifications.preferences.off')}
            onChange={(on) => {
              setQuietOn(on);
              clear('quietFrom');
              clear('quietTo');
            }}
          />
        }
      >
        <div className="grid grid-cols-2 gap-3 sm:max-w-80">
          <TextField
            label={t('notifications.preferences.quietFrom')}
            {...CLOCK_FIELD}
            value={quietFrom}
            disabled={!quietOn}
            required={quietOn}
            error={errors.quietFrom}
            onChange={(e) => {
              setQuietFrom(e.target.value);
              clear('quietFrom');
            }}
            onBlur={(e) => setQuietFrom(normalizeClock(e.target.value))}
          />
          <TextField
            label={t('notifications.preferences.quietTo')}
            {...CLOCK_FIELD}
            value={quietTo}
            disabled={!quietOn}
            required={quietOn}
            error={errors.quietTo}
            onChange={(e) => {
              setQuietTo(e.target.value);
              clear('quietTo');
            }}
            onBlur={(e) => setQuietTo(normalizeClock(e.target.value))}
          />
        </div>
      </Row>

      <div className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {errors.form ? (
          <p
            role="alert"
            className="rounded-lg border border-rose-500/30 bg-rose-500/[0.06] px-3 py-2 text-sm font-medium text-rose-700 sm:mr-auto dark:text-rose-300"
          >
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" busy={update.isPending} disabled={!changed} className="sm:w-auto">
          {t('notifications.preferences.save')}
        </Button>
      </div>
    </form>
  );
}

/** A setting: its name, what it does and its switch on the left; its fields on the right. */
function Row({
  title,
  help,
  toggle,
  children,
}: {
  title: string;
  help: string;
  toggle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4 py-5 first:pt-0 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:gap-8">
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
          {toggle}
        </div>
        <p className="text-xs leading-relaxed text-slate-500 dark:text-slate-400">{help}</p>
      </div>
      <div className="md:pt-0.5">{children}</div>
    </div>
  );
}
