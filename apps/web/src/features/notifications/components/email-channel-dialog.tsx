import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmEmailChannelBody,
  createEmailChannelBody,
  type NotificationChannel,
} from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useConfirmEmailChannel } from '../api/confirm-email-channel';
import { useCreateEmailChannel } from '../api/create-email-channel';
import { useResendEmailCode } from '../api/resend-email-code';

/** "Añadir correo": the address, then the code mailed to it. */
export function EmailAddButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('notificationsEmail.add')}
      </Button>
      {open ? <EmailChannelDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * Adds an address (name + address → a code is mailed), then asks for the code; given a channel
 * still awaiting confirmation, asks for its code straight away.
 */
export function EmailChannelDialog({
  channel: given = null,
  onClose,
}: {
  channel?: NotificationChannel | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateEmailChannel();
  const [channel, setChannel] = useState<NotificationChannel | null>(given);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<{ name?: string; address?: string; form?: string }>({});

  if (channel) return <EmailCodeDialog channel={channel} onClose={onClose} />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = createEmailChannelBody.safeParse({ name, address });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'address';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: setChannel,
      onError: (error) => setErrors({ form: error.message }),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('notificationsEmail.title')}
      description={t('notificationsEmail.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending}>
            {t('notificationsEmail.send')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {errors.form ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {errors.form}
          </p>
        ) : null}
        <TextField
          label={t('notificationsEmail.name')}
          value={name}
          placeholder={t('notificationsEmail.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('notificationsEmail.address')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          error={errors.address}
        />
      </form>
    </Dialog>
  );
}

/** "Introduce el código que te enviamos": confirms the address; another code can be asked for. */
function EmailCodeDialog({
  channel,
  onClose,
}: {
  channel: NotificationChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const confirm = useConfirmEmailChannel();
  const resend = useResendEmailCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = confirmEmailChannelBody.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    confirm.mutate(
      { id: channel.id, code: parsed.data.code },
      { onSuccess: onClose, onError: (e) => setError(e.message) },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('notificationsEmail.codeTitle')}
      description={t('notificationsEmail.codeDescription', { target: channel.target })}
      footer={
        <>
          <Button variant="ghost" busy={resend.isPending} onClick={() => resend.mutate(channel.id)}>
            {t('notificationsEmail.resend')}
          </Button>
          <Button type="submit" form={formId} busy={confirm.isPending}>
            {t('notificationsEmail.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={t('notificationsEmail.code')}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          inputClassName="font-mono tracking-[0.3em]"
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={error}
        />
      </form>
    </Dialog>
  );
}
