import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createCopyTradeBody, type Account, type CopyTrade } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { brokenRule } from '../../../lib/schema-rules';
import { useCreateCopyTrade } from '../api/create-copy-trade';
import { useUpdateCopyTrade } from '../api/update-copy-trade';
import { serverFieldErrors } from '../../../lib/server-errors';

interface CopyTradeDialogProps {
  /** null: create a copy trade; otherwise edit its multiplier. */
  copyTrade: CopyTrade | null;
  /** The user's accounts: emitters and receivers are chosen among them. */
  accounts: Account[];
  onClose: () => void;
}

type Errors = Partial<Record<'emitter' | 'receiver' | 'multiplier', string>>;

/** Create a copy trade (emitter → receiver, multiplier) or change a copy trade's multiplier. */
export function CopyTradeDialog({ copyTrade, accounts, onClose }: CopyTradeDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateCopyTrade();
  const update = useUpdateCopyTrade();
  const [emitterId, setEmitterId] = useState('');
  const [receiverId, setReceiverId] = useState('');
  const [multiplier, setMultiplier] = useState(copyTrade ? copyTrade.multiplier : '1');
  const [errors, setErrors] = useState<Errors>({});

  const emitters = accounts.filter((a) => a.isEmitter);
  const receivers = accounts.filter((a) => a.isReceiver && a.id !== emitterId);

  const validate = (): Errors => {
    const found: Errors = {};
    const broken = brokenRule(createCopyTradeBody.shape.multiplier, multiplier.replace(',', '.'));
    if (broken) {
      found.multiplier =
        broken.code === 'too_big'
          ? t('copyTrades.form.multiplierMax')
          : t('copyTrades.form.multiplierPositive');
    }
    if (!copyTrade) {
      if (!emitterId) found.emitter = t('copyTrades.form.emitterRequired');
      if (!receiverId) found.receiver = t('copyTrades.form.receiverRequired');
      else if (receiverId === emitterId) found.receiver = t('copyTrades.form.sameAccount');
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const value = Number(multiplier.replace(',', '.'));
    if (copyTrade) {
      update.mutate(
        { id: copyTrade.id, multiplier: value },
        { onSuccess: onClose, onError: refused },
      );
    } else {
      create.mutate(
        { emitterAccountId: emitterId, receiverAccountId: receiverId, multiplier: value },
        { onSuccess: onClose, onError: refused },
      );
    }
  };
  // The server's refusal (the pair exists, a field it rejects) beside its field.
  const refused = (error: unknown) =>
    setErrors(
      serverFieldErrors<keyof Errors>(
        error,
        { emitterAccountId: 'emitter', receiverAccountId: 'receiver', multiplier: 'multiplier' },
        copyTrade ? 'multiplier' : 'receiver',
      ),
    );
  const clear = (field: keyof Errors) => setErrors((e) => ({ ...e, [field]: undefined }));
  const option = (a: Account) => (
    <option key={a.id} value={a.id}>
      {a.name} · {a.exchangeName}
    </option>
  );
  const fieldError = (message: string | undefined) =>
    message ? <p className="mt-1.5 text-xs text-rose-600 dark:text-rose-400">{message}</p> : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title={copyTrade ? t('copyTrades.form.editTitle') : t('copyTrades.form.createTitle')}
      description={copyTrade ? undefined : t('copyTrades.form.createHint')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending || update.isPending}>
            {copyTrade ? t('copyTrades.form.save') : t('copyTrades.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-5">
        {copyTrade ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-white/5 dark:text-slate-200">
            {copyTrade.emitter.name} → {copyTrade.receiver.name}
          </p>
        ) : (
          <>
            <div>
              <SelectField
                label={t('copyTrades.fields.emitter')}
                value={emitterId}
                data-autofocus=""
                aria-invalid={errors.emitter ? true : undefined}
                onChange={(e) => {
                  setEmitterId(e.target.value);
                  clear('emitter');
                }}
              >
                <option value="">{t('copyTrades.form.choose')}</option>
                {emitters.map(option)}
              </SelectField>
              {emitters.length === 0 ? (
                <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                  {t('copyTrades.form.noEmitters')}
                </p>
              ) : null}
              {fieldError(errors.emitter)}
            </div>
            <div>
              <SelectField
                label={t('copyTrades.fields.receiver')}
                value={receiverId}
                aria-invalid={errors.receiver ? true : undefined}
                onChange={(e) => {
                  setReceiverId(e.target.value);
                  clear('receiver');
                }}
              >
                <option value="">{t('copyTrades.form.choose')}</option>
                {receivers.map(option)}
              </SelectField>
              {accounts.every((a) => !a.isReceiver) ? (
                <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                  {t('copyTrades.form.noReceivers')}
                </p>
              ) : null}
              {fieldError(errors.receiver)}
            </div>
          </>
        )}
        <TextField
          label={t('copyTrades.fields.multiplier')}
          inputMode="decimal"
          value={multiplier}
          hint={t('copyTrades.form.multiplierHint')}
          error={errors.multiplier}
          {...(copyTrade ? { 'data-autofocus': '' } : {})}
          onChange={(e) => {
            setMultiplier(e.target.value);
            clear('multiplier');
          }}
        />
      </form>
    </Dialog>
  );
}
