import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSmtpSettingsBody, type SmtpSettings } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { BellIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDeleteSmtpSettings } from '../api/delete-smtp-settings';
import { useSmtpSettings } from '../api/get-smtp-settings';
import { useSetSmtpSettings } from '../api/set-smtp-settings';

interface Form {
  host: string;
  port: string;
  secure: boolean;
  startTls: boolean;
  user: string;
  password: string;
  from: string;
}

const formOf = (s: SmtpSettings | undefined): Form => ({
  host: s?.host ?? '',
  port: String(s?.port ?? 587),
  secure: s?.secure ?? false,
  startTls: s?.startTls ?? false,
  user: s?.user ?? '',
  password: '',
  from: s?.from ?? '',
});

/**
 * Administración › Notificaciones: the instance's SMTP server. Checked by the server before it is
 * saved; the password is sent once and never shown (empty keeps the stored one). A server pinned
 * by the environment is shown, not edited.
 */
export function SmtpSettingsCard() {
  const { t } = useTranslation();
  const settings = useSmtpSettings();
  const remove = useDeleteSmtpSettings();
  const [confirming, setConfirming] = useState(false);
  const data = settings.data;
  const pinned = data?.source === 'environment';

  return (
    <SectionCard
      title={t('notificationsEmail.smtp.title')}
      description={t('notificationsEmail.smtp.description')}
      icon={<BellIcon className="size-5" />}
    >
      {settings.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-4">
          <Spinner className="size-5 text-emerald-500" />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p role="status" className="break-words text-sm text-slate-700 dark:text-slate-300">
            {pinned
              ? t('notificationsEmail.smtp.environment', { host: data.host, port: data.port })
              : data?.configured
                ? t('notificationsEmail.smtp.configured', { host: data.host, port: data.port })
                : t('notificationsEmail.smtp.none')}
          </p>
          {pinned ? null : (
            // Keyed by what the server answered: a save or a removal starts the form afresh.
            <SmtpForm
              key={JSON.stringify(data ?? null)}
              settings={data}
              onRemove={() => setConfirming(true)}
            />
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('notificationsEmail.smtp.removeTitle')}
        message={t('notificationsEmail.smtp.removeBody')}
        confirmLabel={t('notificationsEmail.smtp.remove')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </SectionCard>
  );
}

function SmtpForm({
  settings: data,
  onRemove,
}: {
  settings: SmtpSettings | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const save = useSetSmtpSettings();
  const [form, setForm] = useState<Form>(() => formOf(data));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = setSmtpSettingsBody.safeParse({
      host: form.host,
      port: Number(form.port),
      secure: form.secure,
      startTls: form.startTls,
      ...(form.user.trim() ? { user: form.user } : {}),
      ...(form.password ? { password: form.password } : {}),
      from: form.from,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? '');
      const label = field in form ? t(`notificationsEmail.smtp.${field as keyof Form}`) : '';
      setError(issue ? (label ? `${label}: ${issue.message}` : issue.message) : null);
      return;
    }
    setError(null);
    save.mutate(parsed.data, { onError: (e) => setError(e.message) });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="break-words text-sm text-rose-600 dark:text-rose-400">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_8rem]">
        <TextField
          label={t('notificationsEmail.smtp.host')}
          value={form.host}
          placeholder="smtp.example.com"
          onChange={(e) => set('host', e.target.value)}
        />
        <TextField
          label={t('notificationsEmail.smtp.port')}
          value={form.port}
          inputMode="numeric"
          onChange={(e) => set('port', e.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:gap-6 dark:text-slate-300">
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-emerald-600"
            checked={form.secure}
            onChange={(e) => set('secure', e.target.checked)}
          />
          {t('notificationsEmail.smtp.secure')}
        </label>
        <label className="inline-flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 accent-emerald-600"
            checked={form.startTls}
            disabled={form.secure}
            onChange={(e) => set('startTls', e.target.checked)}
          />
          {t('notificationsEmail.smtp.startTls')}
        </label>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('notificationsEmail.smtp.user')}
          value={form.user}
          autoComplete="off"
          onChange={(e) => set('user', e.target.value)}
        />
        <TextField
          label={t('notificationsEmail.smtp.password')}
          type="password"
          autoComplete="new-password"
          value={form.password}
          hint={data?.hasPassword ? t('notificationsEmail.smtp.passwordKept') : undefined}
          onChange={(e) => set('password', e.target.value)}
        />
      </div>
      <TextField
        label={t('notificationsEmail.smtp.from')}
        value={form.from}
        placeholder="Pulso <avisos@example.com>"
        hint={t('notificationsEmail.smtp.fromHint')}
        onChange={(e) => set('from', e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {t('notificationsEmail.smtp.save')}
        </Button>
        {data?.configured ? (
          <Button variant="danger" onClick={onRemove}>
            {t('notificationsEmail.smtp.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
