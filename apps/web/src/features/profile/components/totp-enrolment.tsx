import { useTranslation } from 'react-i18next';
import { useEnableTotp } from '../api/enable-totp';
import type { TotpSetup } from '../api/setup-totp';
import { CodeForm } from './code-form';
import { CopyButton } from '../../../components/ui/copy-button';

/** An SVG document as an image: shown, never run (and allowed by the CSP's img-src data:). */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TotpEnrolment({ setup, onCancel }: { setup: TotpSetup; onCancel: () => void }) {
  const { t } = useTranslation();
  const enable = useEnableTotp();
  return (
    <ol className="grid gap-6 md:grid-cols-[auto_1fr]">
      <li className="flex flex-col items-center gap-2">
        <p className="self-start text-sm font-semibold text-slate-900 md:self-center dark:text-white">
          {t('profile.totp.step1')}
        </p>
        <img
          src={svgImage(setup.qrSvg)}
          alt={t('profile.totp.qrAlt')}
          width={184}
          height={184}
          className="size-46 rounded-xl bg-white p-2 ring-1 ring-slate-200 dark:ring-white/10"
        />
      </li>
      <li className="flex min-w-0 flex-col gap-5">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('profile.totp.manual')}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code
              data-testid="totp-secret"
              data-secret={setup.secret}
              className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800 dark:bg-white/5 dark:text-slate-100"
            >
              {grouped(setup.secret)}
            </code>
            <CopyButton value={setup.secret} label={t('profile.totp.copySecret')} />
          </div>
        </div>
        <div>
          <p className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
            {t('profile.totp.step2')}
          </p>
          <CodeForm
            label={t('profile.totp.code')}
            submitLabel={t('profile.totp.enable')}
            onSubmit={(code) => enable.mutate(code)}
            onCancel={onCancel}
            pending={enable.isPending}
            error={enable.error?.message}
          />
        </div>
      </li>
    </ol>
  );
}
