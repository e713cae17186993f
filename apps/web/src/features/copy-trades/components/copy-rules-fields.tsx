import { useTranslation } from 'react-i18next';
import { copySettingsSchema, type CopySettingsInput, type CopyTrade } from '@pulso/domain/schemas';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';

type Settings = CopyTrade['settings'];
const SIZINGS = ['multiplier', 'fixed_notional', 'equity_ratio', 'equity_pct'] as const;
const BELOW_MINIMUM = ['skip', 'round_up'] as const;
const STOP_ACTIONS = ['pause', 'close_pause', 'unfollow'] as const;
const MARGIN_MODES = ['', 'cross', 'isolated'] as const;

/** The rules as the form holds them: every field as typed (symbols comma-separated). */
export interface RulesDraft {
  sizing: Settings['sizing'];
  sizingValue: string;
  maxNotionalPerOrder: string;
  maxAllocation: string;
  maxOpenPositions: string;
  allowedSymbols: string;
  refusedSymbols: string;
  maxSlippagePct: string;
  belowMinimum: Settings['belowMinimum'];
  stopDrawdownPct: string;
  stopAction: NonNullable<Settings['stopAction']>;
  leverage: string;
  maxLeverage: string;
  /** '' : the leader's (or the market's own). */
  marginMode: NonNullable<Settings['marginMode']> | '';
}
export type RulesErrors = Partial<Record<keyof RulesDraft, string>>;
type TextKey = Exclude<
  keyof RulesDraft,
  'sizing' | 'sizingValue' | 'belowMinimum' | 'stopAction' | 'marginMode'
>;

/** Sizing modes that take a value: the fixed amount, or the % of the equity. */
const needsValue = (sizing: Settings['sizing']): sizing is 'fixed_notional' | 'equity_pct' =>
  sizing === 'fixed_notional' || sizing === 'equity_pct';
/** '500.000000' → '500', '0.250' → '0.25': the stored decimal as a person would type it. */
const plain = (value: string | undefined) =>
  value === undefined ? '' : value.includes('.') ? value.replace(/\.?0+$/, '') : value;

/** A link's current rules in the form (the defaults for a new link). */
export function rulesDraft(settings: Settings | undefined): RulesDraft {
  return {
    sizing: settings?.sizing ?? 'multiplier',
    sizingValue: plain(settings?.sizingValue),
    maxNotionalPerOrder: plain(settings?.maxNotionalPerOrder),
    maxAllocation: plain(settings?.maxAllocation),
    maxOpenPositions:
      settings?.maxOpenPositions === undefined ? '' : String(settings.maxOpenPositions),
    allowedSymbols: (settings?.allowedSymbols ?? []).join(', '),
    refusedSymbols: (settings?.refusedSymbols ?? []).join(', '),
    maxSlippagePct: plain(settings?.maxSlippagePct),
    belowMinimum: settings?.belowMinimum ?? 'skip',
    stopDrawdownPct: plain(settings?.stopDrawdownPct),
    stopAction: settings?.stopAction ?? 'pause',
    leverage: settings?.leverage === undefined ? '' : String(settings.leverage),
    maxLeverage: settings?.maxLeverage === undefined ? '' : String(settings.maxLeverage),
    marginMode: settings?.marginMode ?? '',
  };
}

/**
 * The draft checked with the API's own schema: the settings to send (amounts as decimal text,
 * symbols upper-cased) or each broken field's message. An empty field is left out (no cap).
 */
export function readRules(
  draft: RulesDraft,
): { settings: CopySettingsInput; errors?: undefined } | { errors: RulesErrors } {
  const number = (text: string) => text.trim().replace(',', '.');
  const list = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
  const raw: Record<string, unknown> = { sizing: draft.sizing, belowMinimum: draft.belowMinimum };
  if (needsValue(draft.sizing) && draft.sizingValue.trim())
    raw.sizingValue = number(draft.sizingValue);
  for (const key of ['maxNotionalPerOrder', 'maxAllocation', 'maxSlippagePct'] as const)
    if (draft[key].trim()) raw[key] = number(draft[key]);
  // The stop's action goes only with its % (alone, it would be refused: nothing to act on).
  if (draft.stopDrawdownPct.trim()) {
    raw.stopDrawdownPct = number(draft.stopDrawdownPct);
    raw.stopAction = draft.stopAction;
  }
  for (const key of ['maxOpenPositions', 'leverage', 'maxLeverage'] as const)
    if (draft[key].trim()) raw[key] = number(draft[key]);
  if (draft.marginMode) raw.marginMode = draft.marginMode;
  for (const key of ['allowedSymbols', 'refusedSymbols'] as const)
    if (list(draft[key]).length > 0) raw[key] = list(draft[key]);

  const result = copySettingsSchema.safeParse(raw);
  if (result.success) return { settings: result.data };
  const errors: RulesErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof RulesDraft;
    errors[key] ??= issue.message;
  }
  return { errors };
}

/** The server's refusal of a rule (`settings.maxSlippagePct`…) beside its field. */
export function serverRulesErrors(error: unknown): RulesErrors {
  const errors: RulesErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const issue of error.issues ?? []) {
    const key = issue.path[1];
    if (issue.path[0] === 'settings' && typeof key === 'string' && key in rulesDraft(undefined))
      errors[key as keyof RulesDraft] ??= issue.message;
  }
  return errors;
}

interface CopyRulesFieldsProps {
  draft: RulesDraft;
  errors: RulesErrors;
  onChange: <K extends keyof RulesDraft>(field: K, value: RulesDraft[K]) => void;
}

/** The copy rules of a link: how a copy is sized, the caps that bound it, when it is skipped. */
export function CopyRulesFields({ draft, errors, onChange }: CopyRulesFieldsProps) {
  const { t } = useTranslation();
  // The selects have no error slot of their own (only the server can refuse their choice).
  const error = (message: string | undefined) =>
    message ? (
      <p role="alert" className="mt-1.5 text-xs font-medium text-rose-600 dark:text-rose-400">
        {message}
      </p>
    ) : null;
  const text = (key: TextKey, props: { inputMode?: 'decimal' | 'numeric'; hint?: string } = {}) => (
    <TextField
      label={t(`copyTrades.rules.${key}`)}
      value={draft[key]}
      error={errors[key]}
      inputMode={props.inputMode}
      hint={props.hint}
      autoComplete="off"
      onChange={(e) => onChange(key, e.target.value)}
    />
  );
  const choice = <V extends RulesDraft['belowMinimum' | 'stopAction' | 'marginMode']>(
    key: 'belowMinimum' | 'stopAction' | 'marginMode',
    values: readonly V[],
    name: (value: V) => string,
    disabled = false,
  ) => (
    <div>
      <SelectField
        label={t(`copyTrades.rules.${key}`)}
        value={draft[key]}
        disabled={disabled}
        onChange={(e) => onChange(key, e.target.value as RulesDraft[typeof key])}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {name(v)}
          </option>
        ))}
      </SelectField>
      {error(errors[key])}
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      <div>
        <SelectField
          label={t('copyTrades.rules.sizing')}
          value={draft.sizing}
          onChange={(e) => onChange('sizing', e.target.value as RulesDraft['sizing'])}
        >
          {SIZINGS.map((s) => (
            <option key={s} value={s}>
              {t(`copyTrades.rules.sizings.${s}`)}
            </option>
          ))}
        </SelectField>
        <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {t(`copyTrades.rules.sizingHints.${draft.sizing}`)}
        </p>
        {error(errors.sizing)}
      </div>
      {needsValue(draft.sizing) ? (
        <TextField
          label={t(`copyTrades.rules.sizingValue.${draft.sizing}`)}
          value={draft.sizingValue}
          error={errors.sizingValue}
          inputMode="decimal"
          autoComplete="off"
          onChange={(e) => onChange('sizingValue', e.target.value)}
        />
      ) : null}
      {text('maxNotionalPerOrder', { inputMode: 'decimal' })}
      {text('maxAllocation', {
        inputMode: 'decimal',
        hint: t('copyTrades.rules.maxAllocationHint'),
      })}
      {text('maxOpenPositions', { inputMode: 'numeric' })}
      {text('maxSlippagePct', {
        inputMode: 'decimal',
        hint: t('copyTrades.rules.maxSlippagePctHint'),
      })}
      {text('allowedSymbols', { hint: t('copyTrades.rules.allowedSymbolsHint') })}
      {text('refusedSymbols', { hint: t('copyTrades.rules.refusedSymbolsHint') })}
      {choice('belowMinimum', BELOW_MINIMUM, (a) => t(`copyTrades.rules.belowMinimumActions.${a}`))}
      {text('leverage', { inputMode: 'numeric', hint: t('copyTrades.rules.leverageHint') })}
      {text('maxLeverage', { inputMode: 'numeric', hint: t('copyTrades.rules.maxLeverageHint') })}
      {choice('marginMode', MARGIN_MODES, (m) =>
        t(`copyTrades.rules.marginModes.${m || 'leader'}`),
      )}
      {text('stopDrawdownPct', {
        inputMode: 'decimal',
        hint: t('copyTrades.rules.stopDrawdownPctHint'),
      })}
      {choice(
        'stopAction',
        STOP_ACTIONS,
        (a) => t(`copyTrades.rules.stopActions.${a}`),
        !draft.stopDrawdownPct.trim(),
      )}
    </div>
  );
}
