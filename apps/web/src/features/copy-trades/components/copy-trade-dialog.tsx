import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createCopyTradeBody, type Account, type CopyTrade } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { CollapsibleSection } from '../../../components/ui/collapsible-section';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { brokenRule } from '../../../lib/schema-rules';
import { useCreateCopyTrade } from '../api/create-copy-trade';
import { useUpdateCopyTrade } from '../api/update-copy-trade';
import { serverFieldErrors } from '../../../lib/server-errors';
import {
  CopyRulesFields,
  readRules,
  rulesDraft,
  serverRulesErrors,
  type RulesDraft,
  type RulesErrors,
} from './copy-rules-fields';

interface CopyTradeDialogProps {
  /** null: create a copy trade; otherwise edit its multiplier and rules. */
  copyTrade: CopyTrade | null;
  /** The user's accounts: emitters and receivers are chosen among them. */
  accounts: Account[];
  onClose: () => void;
}

type Errors = Partial<Record<'emitter' | 'receiver' | 'multiplier', string>>;

/**
 * Create a copy trade (emitter → receiver, multiplier) or change a copy trade's multiplier; both
 * with its copy rules, folded away. Rules left untouched are not sent (the link keeps its own).
 */
export function CopyTradeDialog({ copyTrade, accounts, onClose }: CopyTradeDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const create = useCreateCopyTrade();
  const update = useUpdateCopyTrade();
  const [emitterId, setEmitterId] = useState('');
  const [receiverId, setReceiverId] = useState('');
  const [multiplier, setMultiplier] = useState(copyTrade ? copyTrade.multiplier : '1');
  const [errors, setErrors] = useState<Errors>({});
  const [rules, setRules] = useState<RulesDraft>(() => rulesDraft(copyTrade?.settings));
  const [rulesTouched, setRulesTouched] = useState(false);
  const [rulesErrors, setRulesErrors] = useState<RulesErrors>({});
  // Bumped when a rule is refused: the section opens (again) to show why.
  const [rulesShown, setRulesShown] = useState(0);

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
    // Untouched rules are not sent: the body stays what it was before the rules existed.
    const read = rulesTouched ? readRules(rules) : null;
    setRulesErrors(read?.errors ?? {});
    if (read?.errors) setRulesShown((n) => n + 1);
    if (Object.keys(found).length > 0 || read?.errors) return;
    const value = Number(multiplier.replace(',', '.'));
    const settings = read ? { settings: read.settings } : {};
    if (copyTrade) {
      update.mutate(
        { id: copyTrade.id, multiplier: value, ...settings },
        { onSuccess: onClose, onError: refused },
      );
    } else {
      create.mutate(
        {
          emitterAccountId: emitterId,
          receiverAccountId: receiverId,
          multiplier: value,
          ...settings,
        },
        { onSuccess: onClose, onError: refused },
      );
    }
  };
  // The server's refusal (the pair exists, a field it rejects) beside its field.
  const refused = (error: unknown) => {
    const ruleErrors = serverRulesErrors(error);
    setRulesErrors(ruleErrors);
    if (Object.keys(ruleErrors).length > 0) {
      setRulesShown((n) => n + 1);
      return;
    }
    setErrors(
      serverFieldErrors<keyof Errors>(
        error,
        { emitterAccountId: 'emitter', receiverAccountId: 'receiver', multiplier: 'multiplier' },
        copyTrade ? 'multiplier' : 'receiver',
      ),
    );
  };
  const changeRule = <K extends keyof RulesDraft>(field: K, value: RulesDraft[K]) => {
    setRules((r) => ({ ...r, [field]: value }));
    setRulesTouched(true);
    setRulesErrors((e) => ({
      ...e,
      [field]: undefined,
      ...(field === 'sizing' ? { sizingValue: undefined } : {}),
    }));
  };
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
        <CollapsibleSection
          key={rulesShown}
          title={t('copyTrades.rules.title')}
          defaultOpen={rulesShown > 0}
        >
          <p className="mb-4 text-xs text-slate-500 dark:text-slate-400">
            {t('copyTrades.rules.lead')}
          </p>
          <CopyRulesFields draft={rules} errors={rulesErrors} onChange={changeRule} />
        </CollapsibleSection>
      </form>
    </Dialog>
  );
}
