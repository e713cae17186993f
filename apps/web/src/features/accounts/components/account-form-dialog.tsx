import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MODES, type AccountMode, type AccountType } from '@pulso/domain/core';
import { createAccountBody, type Account } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { brokenRule } from '../../../lib/schema-rules';
import { useExchanges } from '../../exchanges';
import { useCreateAccount, type CreatedAccount } from '../api/create-account';
import { useUpdateAccount, type AccountChanges } from '../api/update-account';
import { AccountFlagsFields, FLAG_KEYS, defaultFlags, type Flags } from './account-flags-fields';
import {
  CredentialsFields,
  emptyCredentials,
  typedCredentials,
  type CredentialsMode,
} from './credentials-fields';
import { parseWebhookIps, sameIps, WebhookIpsField } from './webhook-ips-field';
import { serverFieldErrors } from '../../../lib/server-errors';

interface AccountFormDialogProps {
  /** null: create an account. */
  account: Account | null;
  onClose: () => void;
  onCreated: (created: CreatedAccount) => void;
}

type Errors = Partial<Record<'name' | 'exchange' | 'type' | 'credentials' | 'webhookIps', string>>;
/** The form's fields by the body key the server names them with. */
const ACCOUNT_FIELDS: Record<string, keyof Errors> = {
  name: 'name',
  exchangeId: 'exchange',
  accountType: 'type',
  credentials: 'credentials',
  webhookIpAllowlist: 'webhookIps',
};

/** Create or edit an account: exchange and type (fixed once created), mode, credentials, flags. */
export function AccountFormDialog({ account, onClose, onCreated }: AccountFormDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const errorId = useId();
  const exchanges = useExchanges();
  const create = useCreateAccount();
  const update = useUpdateAccount();
  const [name, setName] = useState(account?.name ?? '');
  const [exchangeId, setExchangeId] = useState(account?.exchangeId ?? '');
  const [accountType, setAccountType] = useState<AccountType | ''>(account?.accountType ?? '');
  const [mode, setMode] = useState<AccountMode>(account?.mode ?? 'paper');
  const [flags, setFlags] = useState<Flags>(() =>
    account ? (Object.fromEntries(FLAG_KEYS.map((k) => [k, account[k]])) as Flags) : defaultFlags(),
  );
  const [credentialsMode, setCredentialsMode] = useState<CredentialsMode>('keep');
  const [credentials, setCredentials] = useState(emptyCredentials);
  const [webhookIps, setWebhookIps] = useState(account?.webhookIpAllowlist.join(', ') ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const available = (exchanges.data ?? []).filter((e) => e.isActive || e.id === exchangeId);
  const exchange = available.find((e) => e.id === exchangeId);
  const types = exchange?.accountTypes ?? [];

  const validate = (): Errors => {
    const found: Errors = {};
    if (brokenRule(createAccountBody.shape.name, name)) found.name = t('accounts.form.nameLength');
    if (!account && !exchangeId) found.exchange = t('accounts.form.exchangeRequired');
    if (!account && !accountType) found.type = t('accounts.form.typeRequired');
    if (account && credentialsMode === 'replace' && !typedCredentials(credentials)) {
      found.credentials = t('accounts.form.credentialsRequired');
    }
    const ips = parseWebhookIps(webhookIps);
    if ('error' in ips) found.webhookIps = ips.error;
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const ips = parseWebhookIps(webhookIps);
    if (Object.keys(found).length || !('ips' in ips)) return;
    if (!account) {
      if (!accountType) return; // validate() said so; this narrows the type
      create.mutate(
        {
          name: name.trim(),
          exchangeId,
          accountType,
          mode,
          credentials: typedCredentials(credentials),
          ...(ips.ips.length ? { webhookIpAllowlist: ips.ips } : {}),
          ...flags,
        },
        { onSuccess: onCreated, onError: refused },
      );
      return;
    }
    const changes: AccountChanges = {};
    if (name.trim() !== account.name) changes.name = name.trim();
    if (mode !== account.mode) changes.mode = mode;
    for (const key of FLAG_KEYS) if (flags[key] !== account[key]) changes[key] = flags[key];
    if (credentialsMode === 'replace') changes.credentials = typedCredentials(credentials) ?? null;
    if (credentialsMode === 'clear') changes.credentials = null;
    if (!sameIps(ips.ips, account.webhookIpAllowlist)) changes.webhookIpAllowlist = ips.ips;
    if (Object.keys(changes).length === 0) return onClose();
    update.mutate(
      { id: account.id, changes, kind: 'edit' },
      { onSuccess: onClose, onError: refused },
    );
  };
  // The server's refusal (a name in use, a field it rejects) beside its field.
  const refused = (error: unknown) =>
    setErrors(serverFieldErrors<keyof Errors>(error, ACCOUNT_FIELDS, 'name'));

  const clear = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined }));

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={
        account
          ? t('accounts.form.editTitle', { name: account.name })
          : t('accounts.form.createTitle')
      }
      description={account ? undefined : t('accounts.form.createHint')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending || update.isPending}>
            {account ? t('accounts.form.save') : t('accounts.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('accounts.fields.name')}
          value={name}
          maxLength={createAccountBody.shape.name.maxLength ?? undefined}
          autoComplete="off"
          data-autofocus=""
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            clear('name');
          }}
        />
        {account ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-600 dark:bg-white/5 dark:text-slate-300">
            {account.exchangeName} · {t(`accountTypes.${account.accountType}`)}{' '}
            <span className="text-xs text-slate-500 dark:text-slate-400">
              ({t('accounts.form.fixedOnceCreated')})
            </span>
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <SelectField
                label={t('accounts.fields.exchange')}
                value={exchangeId}
                aria-invalid={errors.exchange ? true : undefined}
                aria-describedby={errors.exchange ? `${errorId}-exchange` : undefined}
                onChange={(event) => {
                  const next = available.find((e) => e.id === event.target.value);
                  setExchangeId(event.target.value);
                  // The type must be one the exchange supports (issue 4).
                  if (accountType && !next?.accountTypes.includes(accountType)) setAccountType('');
                  clear('exchange');
                }}
              >
                <option value="">{t('accounts.form.chooseExchange')}</option>
                {available.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </SelectField>
              {errors.exchange ? (
                <FieldError id={`${errorId}-exchange`} text={errors.exchange} />
              ) : null}
            </div>
            <div>
              <SelectField
                label={t('accounts.fields.type')}
                value={accountType}
                disabled={!exchange}
                aria-invalid={errors.type ? true : undefined}
                aria-describedby={errors.type ? `${errorId}-type` : undefined}
                onChange={(event) => {
                  setAccountType(event.target.value as AccountType);
                  clear('type');
                }}
              >
                <option value="">{t('accounts.form.chooseType')}</option>
                {types.map((type) => (
                  <option key={type} value={type}>
                    {t(`accountTypes.${type}`)}
                  </option>
                ))}
              </SelectField>
              {errors.type ? <FieldError id={`${errorId}-type`} text={errors.type} /> : null}
            </div>
          </div>
        )}
        <div
          role="radiogroup"
          aria-label={t('accounts.fields.mode')}
          className="grid gap-2 sm:grid-cols-2"
        >
          {ACCOUNT_MODES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-start gap-2.5 rounded-xl border border-slate-200 p-3 has-[:checked]:border-emerald-500/60 has-[:checked]:bg-emerald-500/5 dark:border-white/10"
            >
              <input
                type="radio"
                name={`${formId}-mode`}
                checked={mode === option}
                onChange={() => setMode(option)}
                className="mt-0.5 accent-emerald-500"
              />
              <span>
                <span className="block text-sm font-semibold">{t(`accounts.modes.${option}`)}</span>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {t(`accounts.modes.${option}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <CredentialsFields
          stored={account?.credentials}
          mode={credentialsMode}
          onModeChange={(next) => {
            setCredentialsMode(next);
            clear('credentials');
          }}
          values={credentials}
          onChange={(next) => {
            setCredentials(next);
            clear('credentials');
          }}
          error={errors.credentials}
        />
        <WebhookIpsField
          value={webhookIps}
          onChange={(next) => {
            setWebhookIps(next);
            clear('webhookIps');
          }}
          error={errors.webhookIps}
        />
        <AccountFlagsFields value={flags} onChange={setFlags} />
      </form>
    </Dialog>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-xs font-medium text-rose-600 dark:text-rose-400">
      {text}
    </p>
  );
}
