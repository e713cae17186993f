import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES, type AccountType } from '@pulso/domain/core';
import { createExchangeBody, type Exchange } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { brokenRule } from '../../../lib/schema-rules';
import { useCreateExchange } from '../api/create-exchange';
import { useUpdateExchange } from '../api/update-exchange';
import { serverFieldErrors } from '../../../lib/server-errors';

type Errors = Partial<Record<'code' | 'name' | 'takerFee' | 'makerFee' | 'accountTypes', string>>;

/** Fees are fractions (0.001); people think in percent (0.1 %). */
const toPercent = (fee: number) => String(Math.round(fee * 100 * 10_000) / 10_000);
const fromPercent = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 10
    ? value / 100
    : null;
};

/** Create or edit an exchange: code (fixed once created), name, fees, account types, active. */
export function ExchangeFormDialog({
  exchange,
  onClose,
}: {
  exchange: Exchange | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateExchange();
  const update = useUpdateExchange();
  const [code, setCode] = useState(exchange?.code ?? '');
  const [name, setName] = useState(exchange?.name ?? '');
  const [taker, setTaker] = useState(exchange ? toPercent(exchange.takerFee) : '0.1');
  const [maker, setMaker] = useState(exchange ? toPercent(exchange.makerFee) : '0.1');
  const [types, setTypes] = useState<AccountType[]>(exchange?.accountTypes ?? ['spot']);
  const [isActive, setIsActive] = useState(exchange?.isActive ?? true);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!exchange && brokenRule(createExchangeBody.shape.code, code)) {
      found.code = t('adminExchanges.form.codeInvalid');
    }
    if (brokenRule(createExchangeBody.shape.name, name)) {
      found.name = t('adminExchanges.form.nameInvalid');
    }
    const takerFee = fromPercent(taker);
    const makerFee = fromPercent(maker);
    if (takerFee === null) found.takerFee = t('adminExchanges.form.feeInvalid');
    if (makerFee === null) found.makerFee = t('adminExchanges.form.feeInvalid');
    if (brokenRule(createExchangeBody.shape.accountTypes, types))
      found.accountTypes = t('adminExchanges.form.typesRequired');
    setErrors(found);
    if (Object.keys(found).length || takerFee === null || makerFee === null) return;
    const values = { name: name.trim(), takerFee, makerFee, accountTypes: types, isActive };
    // The server's refusal (a code in use, a field it rejects) beside its field.
    const options = {
      onSuccess: onClose,
      onError: (error: unknown) =>
        setErrors(
          serverFieldErrors<keyof Errors>(
            error,
            {
              code: 'code',
              name: 'name',
              takerFee: 'takerFee',
              makerFee: 'makerFee',
              accountTypes: 'accountTypes',
            },
            exchange ? 'name' : 'code',
          ),
        ),
    };
    if (exchange) update.mutate({ id: exchange.id, changes: values }, options);
    else create.mutate({ ...values, code: code.trim().toLowerCase() }, options);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={
        exchange
          ? t('adminExchanges.form.editTitle', { name: exchange.name })
          : t('adminExchanges.form.createTitle')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending || update.isPending}>
            {exchange ? t('adminExchanges.form.save') : t('adminExchanges.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('adminExchanges.fields.code')}
          value={code}
          disabled={Boolean(exchange)}
          maxLength={30}
          autoComplete="off"
          inputClassName="font-mono"
          hint={exchange ? t('adminExchanges.form.codeFixed') : t('adminExchanges.form.codeHint')}
          error={errors.code}
          {...(exchange ? {} : { 'data-autofocus': '' })}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextField
          label={t('adminExchanges.fields.name')}
          value={name}
          maxLength={createExchangeBody.shape.name.maxLength ?? undefined}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('adminExchanges.fields.takerFee')}
          inputMode="decimal"
          value={taker}
          hint="%"
          error={errors.takerFee}
          onChange={(event) => setTaker(event.target.value)}
        />
        <TextField
          label={t('adminExchanges.fields.makerFee')}
          inputMode="decimal"
          value={maker}
          hint="%"
          error={errors.makerFee}
          onChange={(event) => setMaker(event.target.value)}
        />
        <fieldset className="sm:col-span-2">
          <legend className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t('adminExchanges.fields.accountTypes')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {ACCOUNT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-emerald-500"
                  checked={types.includes(type)}
                  onChange={(event) =>
                    setTypes((current) =>
                      event.target.checked ? [...current, type] : current.filter((x) => x !== type),
                    )
                  }
                />
                {t(`accountTypes.${type}`)}
              </label>
            ))}
          </div>
          {errors.accountTypes ? (
            <p role="alert" className="mt-1.5 text-xs font-medium text-rose-600 dark:text-rose-400">
              {errors.accountTypes}
            </p>
          ) : null}
        </fieldset>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="size-4 accent-emerald-500"
            checked={isActive}
            onChange={(event) => setIsActive(event.target.checked)}
          />
          {t('adminExchanges.fields.active')}
        </label>
      </form>
    </Dialog>
  );
}
