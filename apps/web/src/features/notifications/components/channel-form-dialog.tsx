import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_NOTIFICATION_LEVELS,
  URL_CHANNEL_KINDS,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_LIMITS,
  type UrlChannelKind,
  type NotificationLevels,
} from '@pulso/domain/core';
import {
  createNotificationChannelBody,
  updateNotificationChannelBody,
  type CreateNotificationChannelBody,
  type NotificationChannel,
  type UpdateNotificationChannelBody,
} from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useCreateNotificationChannel } from '../api/create-notification-channel';
import { useUpdateNotificationChannel } from '../api/update-notification-channel';
import { LevelSelects } from './level-selects';

type Field = 'kind' | 'name' | 'url' | 'secret' | 'form';
type Errors = Partial<Record<Field, string>>;
const FIELDS_BY_KEY: Record<string, Field> = {
  kind: 'kind',
  name: 'name',
  url: 'url',
  secret: 'secret',
};

/** The kinds that keep a secret, and whether it is required (the schema says which). */
const SECRET_KINDS: readonly UrlChannelKind[] = ['webhook', 'ntfy', 'gotify'];

/** 32 random bytes in hex: a signing secret the user copies into the receiving end. */
function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface ChannelFormDialogProps {
  /** null: add a channel; otherwise change its name, URL or secret. */
  channel: NotificationChannel | null;
  /** The kinds a new channel may be (those the admin offers). */
  kinds?: readonly UrlChannelKind[];
  onClose: () => void;
}

/** Add a channel (type, name, URL, secret, levels) or change one's name, URL or secret. */
export function ChannelFormDialog({
  channel,
  kinds = URL_CHANNEL_KINDS,
  onClose,
}: ChannelFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateNotificationChannel();
  const update = useUpdateNotificationChannel();
  // Telegram channels are linked from the chat, never edited here (the list offers no edit).
  const [kind, setKind] = useState<UrlChannelKind>(
    (channel?.kind as UrlChannelKind | undefined) ??
      (kinds.includes('ntfy') ? 'ntfy' : (kinds[0] ?? 'ntfy')),
  );
  const [name, setName] = useState(channel?.name ?? '');
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState('');
  const [removeSecret, setRemoveSecret] = useState(false);
  const [levels, setLevels] = useState<NotificationLevels>(DEFAULT_NOTIFICATION_LEVELS);
  const [errors, setErrors] = useState<Errors>({});

  const editing = channel !== null;
  const hasSecretField = SECRET_KINDS.includes(kind);
  const secretKind = kind as 'webhook' | 'ntfy' | 'gotify';

  /** The schema's verdict, in the app's words for each rule a field breaks. */
  const check = (
    issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[],
  ): Errors => {
    const found: Errors = {};
    for (const issue of issues) {
      const field = FIELDS_BY_KEY[String(issue.path[0])];
      if (!field || found[field]) continue;
      if (field === 'name') {
        found.name =
          issue.code === 'too_big'
            ? t('notifications.form.nameTooLong', { max: NOTIFICATION_LIMITS.nameLength })
            : t('notifications.form.nameRequired');
      } else if (field === 'url') {
        found.url = t('notifications.form.urlInvalid');
      } else if (field === 'secret') {
        found.secret =
          issue.code === 'too_big'
            ? t('notifications.form.secretTooLong', { max: NOTIFICATION_LIMITS.secretLength })
            : kind === 'webhook' || kind === 'gotify'
              ? t(`notifications.form.secretRequired.${kind}`)
              : issue.message;
      } else {
        found[field] = issue.message;
      }
    }
    return found;
  };

  // A refusal the server names a field for goes beside it; the rest (the channel limit, a
  // private address) at the top of the form. A network failure or a 5xx too: the call is silent.
  const refused = (error: unknown) => {
    const found = serverFieldErrors<Field>(error, FIELDS_BY_KEY, 'form');
    if (Object.keys(found).length === 0 && error instanceof Error) found.form = error.message;
    setErrors(found);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedSecret = secret.trim();
    if (!editing) {
      const body: CreateNotificationChannelBody = {
        kind,
        name: name.trim(),
        url: url.trim(),
        levels,
        ...(hasSecretField && trimmedSecret ? { secret: trimmedSecret } : {}),
      };
      const result = createNotificationChannelBody.safeParse(body);
      const found = result.success ? {} : check(result.error.issues);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      create.mutate(body, { onSuccess: onClose, onError: refused });
      return;
    }
    const changes: UpdateNotificationChannelBody = {};
    if (name.trim() !== channel.name) changes.name = name.trim();
    if (url.trim()) changes.url = url.trim();
    if (removeSecret) changes.secret = null;
    else if (hasSecretField && trimmedSecret) changes.secret = trimmedSecret;
    const result = updateNotificationChannelBody.safeParse(changes);
    const found = result.success ? {} : check(result.error.issues);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { id: channel.id, changes, silent: true },
      { onSuccess: onClose, onError: refused },
    );
  };

  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={
        editing
          ? t('notifications.form.editTitle', { name: channel.name })
          : t('notifications.form.createTitle')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending || update.isPending}>
            {editing ? t('notifications.form.save') : t('notifications.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
        {errors.form ? (
          <p
            role="alert"
            className="rounded-lg border border-rose-500/30 bg-rose-500/[0.06] px-3 py-2 text-sm font-medium text-rose-700 dark:text-rose-300"
          >
            {errors.form}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {editing ? (
            <div className="flex flex-col gap-1.5">
              <span className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
                {t('notifications.form.kind')}
              </span>
              <span className="flex h-10 items-center text-sm font-medium text-slate-900 dark:text-white">
                {NOTIFICATION_CHANNEL_LABELS[kind]}
              </span>
            </div>
          ) : (
            <SelectField
              label={t('notifications.form.kind')}
              value={kind}
              data-autofocus=""
              onChange={(e) => {
                setKind(e.target.value as UrlChannelKind);
                clear('secret');
              }}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {NOTIFICATION_CHANNEL_LABELS[k]}
                </option>
              ))}
            </SelectField>
          )}
          <TextField
            label={t('notifications.form.name')}
            placeholder={t('notifications.form.namePlaceholder')}
            value={name}
            maxLength={NOTIFICATION_LIMITS.nameLength}
            error={errors.name}
            {...(editing ? { 'data-autofocus': '' } : {})}
            onChange={(e) => {
              setName(e.target.value);
              clear('name');
            }}
          />
        </div>
        <p className="-mb-2 rounded-lg bg-slate-100 px-3 py-2 text-xs leading-relaxed text-slate-600 dark:bg-white/5 dark:text-slate-300">
          {t(`notifications.form.help.${kind}`)}
        </p>
        <TextField
          label={t('notifications.form.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t(`notifications.form.urlPlaceholder.${kind}`)}
          value={url}
          maxLength={NOTIFICATION_LIMITS.urlLength}
          hint={editing ? t('notifications.form.urlKeep', { target: channel.target }) : undefined}
          error={errors.url}
          inputClassName="font-mono"
          onChange={(e) => {
            setUrl(e.target.value);
            clear('url');
          }}
        />
        {hasSecretField ? (
          <div className="flex flex-col gap-2">
            <TextField
              label={t(`notifications.form.secret.${secretKind}`)}
              autoComplete="off"
              spellCheck={false}
              value={secret}
              maxLength={NOTIFICATION_LIMITS.secretLength}
              disabled={removeSecret}
              hint={editing && channel.hasSecret ? t('notifications.form.secretKeep') : undefined}
              error={errors.secret}
              inputClassName="font-mono"
              onChange={(e) => {
                setSecret(e.target.value);
                clear('secret');
              }}
            />
            {kind === 'webhook' ? (
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => {
                  setSecret(randomSecret());
                  clear('secret');
                }}
              >
                {t('notifications.form.generate')}
              </Button>
            ) : null}
            {editing && kind === 'ntfy' && channel.hasSecret ? (
              <label className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={removeSecret}
                  onChange={(e) => setRemoveSecret(e.target.checked)}
                  className="size-4 rounded border-slate-300 accent-emerald-500"
                />
                {t('notifications.form.removeSecret')}
              </label>
            ) : null}
          </div>
        ) : null}
        {editing ? null : (
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
              {t('notifications.form.levelsTitle')}
            </legend>
            <LevelSelects
              columns={2}
              levels={levels}
              label={t('notifications.form.levelsTitle')}
              onChange={(event, level) => setLevels((l) => ({ ...l, [event]: level }))}
            />
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
