import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ShieldIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { useDisableTotp } from '../api/disable-totp';
import { useTotpStatus } from '../api/get-totp-status';
import { useSetupTotp } from '../api/setup-totp';
import { CodeForm } from './code-form';
import { TotpEnrolment } from './totp-enrolment';

/**
 * Two-step verification of the embedded provider's account: enrol with the QR code and a first
 * code, or switch it off with a current code. Only shown with the embedded provider.
 */
export function TotpCard() {
  const { t } = useTranslation();
  const status = useTotpStatus();
  const setup = useSetupTotp();
  const disable = useDisableTotp();
  const [disabling, setDisabling] = useState(false);

  const enabled = status.data?.enabled ?? false;
  const badge = status.data ? (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ${
        enabled
          ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
          : 'bg-slate-500/10 text-slate-600 dark:text-slate-300'
      }`}
    >
      {enabled ? <CheckIcon className="size-3.5" /> : null}
      {enabled ? t('profile.totp.on') : t('profile.totp.off')}
    </span>
  ) : null;

  let body;
  if (status.isPending) {
    body = (
      <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-6">
        <Spinner className="size-5 text-emerald-500" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <p className="text-sm text-rose-600 dark:text-rose-400">{t('profile.totp.loadFailed')}</p>
    );
  } else if (enabled) {
    body = disabling ? (
      <CodeForm
        label={t('profile.totp.disableCode')}
        submitLabel={t('profile.totp.disable')}
        tone="danger"
        onCancel={() => {
          disable.reset();
          setDisabling(false);
        }}
        onSubmit={(code) =>
          disable.mutate(code, {
            onSuccess: () => {
              setDisabling(false);
              setup.reset();
            },
          })
        }
        pending={disable.isPending}
        error={disable.error?.message}
      />
    ) : (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('profile.totp.enabledBody')}
        </p>
        <Button variant="secondary" onClick={() => setDisabling(true)}>
          {t('profile.totp.disable')}
        </Button>
      </div>
    );
  } else if (setup.data) {
    body = <TotpEnrolment setup={setup.data} onCancel={() => setup.reset()} />;
  } else {
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-xl text-sm text-slate-600 dark:text-slate-300">
          {t('profile.totp.disabledBody')}
        </p>
        <Button onClick={() => setup.mutate()} busy={setup.isPending}>
          {t('profile.totp.start')}
        </Button>
      </div>
    );
  }

  return (
    <SectionCard
      title={t('profile.totp.title')}
      description={t('profile.totp.description')}
      icon={<ShieldIcon className="size-5" />}
      actions={badge}
    >
      {body}
    </SectionCard>
  );
}
