import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { accountCredentialsBody, type Account } from '@pulso/domain/schemas';
import { TextField } from '../../../components/ui/text-field';
import { FormError } from '../../../components/ui/form-error';

export type CredentialKey = 'apiKey' | 'secret' | 'passphrase';
const CREDENTIAL_MAX = accountCredentialsBody.shape.apiKey.unwrap().maxLength ?? undefined;
export type CredentialValues = Record<CredentialKey, string>;
/** Edit mode: leave the stored credentials alone, replace them all, or clear them. */
export type CredentialsMode = 'keep' | 'replace' | 'clear';

export const CREDENTIAL_KEYS: readonly CredentialKey[] = ['apiKey', 'secret', 'passphrase'];
export const emptyCredentials = (): CredentialValues => ({
  apiKey: '',
  secret: '',
  passphrase: '',
});

interface CredentialsFieldsProps {
  /** The stored state in edit mode (only whether each is set); absent when creating. */
  stored?: Account['credentials'];
  mode: CredentialsMode;
  onModeChange: (mode: CredentialsMode) => void;
  values: CredentialValues;
  onChange: (values: CredentialValues) => void;
  error?: string | null;
}

/**
 * Exchange credentials are write-only (issue 4): never shown, only said to be set
 * ('configurada'); in edit mode they can be replaced or cleared.
 */
export function CredentialsFields({
  stored,
  mode,
  onModeChange,
  values,
  onChange,
  error,
}: CredentialsFieldsProps) {
  const { t } = useTranslation();
  const name = useId();
  const showInputs = !stored || mode === 'replace';
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-white/10">
      <legend className="px-1 text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
        {t('accounts.form.credentials')}
      </legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t('accounts.form.credentialsHint')}
      </p>
      {stored ? (
        <>
          <ul className="flex flex-wrap gap-2">
            {CREDENTIAL_KEYS.map((key) => (
              <li
                key={key}
                className={`rounded-md px-2 py-1 text-xs font-medium ${
                  stored[key]
                    ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
                    : 'bg-slate-100 text-slate-500 dark:bg-white/5 dark:text-slate-400'
                }`}
              >
                {t(`accounts.credentials.${key}`)}:{' '}
                {stored[key] ? t('accounts.credentials.set') : t('accounts.credentials.notSet')}
              </li>
            ))}
          </ul>
          <div role="radiogroup" aria-label={t('accounts.form.credentials')} className="flex gap-4">
            {(['keep', 'replace', 'clear'] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={mode === option}
                  onChange={() => onModeChange(option)}
                  className="accent-emerald-500"
                />
                {t(`accounts.credentials.modes.${option}`)}
              </label>
            ))}
          </div>
        </>
      ) : null}
      {showInputs ? (
        <div className="grid gap-3 sm:grid-cols-3">
          {CREDENTIAL_KEYS.map((key) => (
            <TextField
              key={key}
              label={t(`accounts.credentials.${key}`)}
              type="password"
              autoComplete="off"
              spellCheck={false}
              maxLength={CREDENTIAL_MAX}
              value={values[key]}
              onChange={(event) => onChange({ ...values, [key]: event.target.value })}
              inputClassName="font-mono"
            />
          ))}
        </div>
      ) : null}
      {error ? <FormError>{error}</FormError> : null}
    </fieldset>
  );
}

/** The credentials to send: only the fields typed in; undefined when none was. */
export function typedCredentials(values: CredentialValues) {
  const entries = CREDENTIAL_KEYS.map((key) => [key, values[key].trim()] as const).filter(
    ([, value]) => value !== '',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}
