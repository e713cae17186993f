import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { exchangeName, MESSAGES, SUPPORTED_SYMBOLS } from '@pulso/domain/core';
import { Button } from '../../../components/ui/button';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { formatDecimalInput, parseDecimalInput } from '../../../lib/decimal-input';
import { useIntlLocale } from '../../../lib/intl-locale';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useEmitTrade, type EmitTradeInput, type EmitTradeResult } from '../api/emit-trade';
import { getMarketPrice } from '../api/get-market-price';
import { generateOrderId } from '../lib/order-id';

export interface EmittedTrade extends EmitTradeResult {
  orderId: string;
}

interface EmitTradeFormProps {
  accountId: string;
  /** The account's exchange: the only one offered (the signal goes to this account). */
  exchange: string;
  onEmitted: (emitted: EmittedTrade) => void;
}

const AMOUNTS = [
  'contracts',
  'close',
  'stopLoss',
  'takeProfit1',
  'takeProfit2',
  'limitPrice',
] as const;
type Amount = (typeof AMOUNTS)[number];
type Typed = Record<Amount, string>;
type Errors = Partial<Record<Amount, string>>;
const EMPTY = Object.fromEntries(AMOUNTS.map((field) => [field, ''])) as Typed;

/** The form's fields by the payload key the server names them with (its 400 issues). */
const FIELDS_BY_KEY: Record<string, Amount | 'form'> = {
  contracts: 'contracts',
  close: 'close',
  stop_loss: 'stopLoss',
  take_profit: 'takeProfit1',
  limit_price: 'limitPrice',
};

/** A positive amount typed in the reader's format ("49.000,5" in es-ES) as plain text, or null. */
function readPositive(text: string, locale: string): string | null {
  const plain = parseDecimalInput(text, locale);
  return plain !== null && Number(plain) > 0 ? plain : null;
}

/**
 * "Emitir trade": sends a signal through the same pipeline as TradingView's, with a generated
 * order id (spec §3). Without a close the market price is used. "Más opciones" adds a stop, one
 * or two targets, breakeven and a limit price; while it is closed the payload is today's.
 */
export function EmitTradeForm({ accountId, exchange, onEmitted }: EmitTradeFormProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const emit = useEmitTrade();
  const [symbol, setSymbol] = useState<string>('BTCUSDT');
  const [action, setAction] = useState<'buy' | 'sell'>('buy');
  const [typed, setTyped] = useState<Typed>(EMPTY);
  const [more, setMore] = useState(false);
  const [breakeven, setBreakeven] = useState(false);
  const [limit, setLimit] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pricing, setPricing] = useState(false);
  const moreId = useId();

  const given = (field: Amount) => typed[field].trim() !== '';
  // Only what the open section shows is checked and sent: closing it drops the extras.
  const checked = (field: Amount) =>
    field === 'contracts' ||
    (field === 'limitPrice' ? more && limit : given(field) && (field === 'close' || more));
  const hasTarget = given('takeProfit1') || given('takeProfit2');

  /** Each amount's own check: positive, in the reader's format or plain decimal text. */
  const readAmounts = (): { plain: Partial<Typed>; found: Errors } => {
    const plain: Partial<Typed> = {};
    const found: Errors = {};
    for (const field of AMOUNTS.filter(checked)) {
      const read = readPositive(typed[field], locale);
      if (read === null) found[field] = t('trades.emit.positive');
      else plain[field] = read;
    }
    if (more && given('takeProfit2') && !given('takeProfit1'))
      found.takeProfit1 = t('trades.emit.takeProfit1First');
    return { plain, found };
  };

  /** The server's side rules: a buy's stop below the entry and its targets above; mirrored. */
  const sideErrors = (plain: Partial<Typed>, entry: string): Errors => {
    const found: Errors = {};
    const price = formatDecimalInput(entry, locale);
    const side = action === 'buy' ? 'Buy' : 'Sell';
    // Number is exact enough to order two prices; the server judges them exactly anyway.
    const above = (value: string) => Number(value) > Number(entry);
    const below = (value: string) => Number(value) < Number(entry);
    if (plain.stopLoss && !(action === 'buy' ? below : above)(plain.stopLoss))
      found.stopLoss = t(`trades.emit.side.stopLoss${side}`, { price });
    for (const field of ['takeProfit1', 'takeProfit2'] as const) {
      const value = plain[field];
      if (value && !(action === 'buy' ? above : below)(value))
        found[field] = t(`trades.emit.side.${field}${side}`, { price });
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { plain, found } = readAmounts();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const orderId = generateOrderId();
    let price = plain.close;
    if (!price) {
      setPricing(true);
      try {
        price = await getMarketPrice(symbol, exchange);
      } catch {
        toast.error(MESSAGES.errors.trades.emit, { toastId: MESSAGES.errors.trades.emit });
        return;
      } finally {
        setPricing(false);
      }
    }
    // The server judges the brackets against the expected entry: the limit price, else close.
    const sides = sideErrors(plain, plain.limitPrice ?? price);
    setErrors(sides);
    if (Object.keys(sides).length > 0) return;
    const targets = [plain.takeProfit1, plain.takeProfit2].filter((p): p is string => !!p);
    const input: EmitTradeInput = {
      accountId,
      symbol,
      exchange,
      action,
      contracts: plain.contracts!,
      close: price,
      orderId,
      ...(plain.stopLoss ? { stopLoss: plain.stopLoss } : {}),
      ...(targets.length > 0 ? { takeProfits: targets as [string] | [string, string] } : {}),
      ...(breakeven && targets.length > 0 ? { breakeven: true } : {}),
      ...(plain.limitPrice ? { limitPrice: plain.limitPrice } : {}),
    };
    emit.mutate(input, {
      onSuccess: (result) => onEmitted({ ...result, orderId }),
      // The toast keeps the one emit-failure message (spec §8); a refusal that names a field
      // of the form (the server's 400 issues) shows beside that field too.
      onError: (error) => {
        const { form: _unnamed, ...named } = serverFieldErrors<Amount | 'form'>(
          error,
          FIELDS_BY_KEY,
          'form',
        );
        setErrors(named);
      },
    });
  };

  const amountField = (field: Amount, label: string, extraProps: { placeholder?: string } = {}) => (
    <TextField
      label={label}
      inputMode="decimal"
      value={typed[field]}
      error={errors[field]}
      {...extraProps}
      onChange={(e) => {
        const value = e.target.value;
        setTyped((x) => ({ ...x, [field]: value }));
        setErrors((x) => ({ ...x, [field]: undefined }));
      }}
    />
  );

  return (
    <form
      aria-label={t('trades.emit.title')}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      <SelectField
        label={t('trades.emit.symbol')}
        value={symbol}
        onChange={(e) => setSymbol(e.target.value)}
      >
        {SUPPORTED_SYMBOLS.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      {/* The signal goes to this account, so to its exchange: no other is offered. */}
      <SelectField label={t('trades.emit.exchange')} value={exchange} disabled>
        <option value={exchange}>{exchangeName(exchange)}</option>
      </SelectField>
      <SelectField
        label={t('trades.emit.action')}
        value={action}
        onChange={(e) => setAction(e.target.value as 'buy' | 'sell')}
      >
        <option value="buy">{t('trades.types.buy')}</option>
        <option value="sell">{t('trades.types.sell')}</option>
      </SelectField>
      {amountField('contracts', t('trades.emit.contracts'))}
      {amountField('close', t('trades.emit.close'), { placeholder: t('trades.emit.market') })}
      <Button type="submit" busy={emit.isPending || pricing}>
        {t('trades.emit.submit')}
      </Button>
      <div className="sm:col-span-2 lg:col-span-full">
        <button
          type="button"
          aria-expanded={more}
          aria-controls={moreId}
          onClick={() => setMore((open) => !open)}
          className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-emerald-400"
        >
          {t('trades.emit.more')}
          <ChevronDownIcon className={`size-4 transition-transform ${more ? 'rotate-180' : ''}`} />
        </button>
      </div>
      {more ? (
        <div
          id={moreId}
          className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-full lg:grid-cols-4 lg:items-start"
        >
          {amountField('stopLoss', t('trades.emit.stopLoss'))}
          {amountField('takeProfit1', t('trades.emit.takeProfit1'))}
          {amountField('takeProfit2', t('trades.emit.takeProfit2'))}
          <p className="self-center text-xs text-slate-500 dark:text-slate-400">
            {t('trades.emit.takeProfitHint')}
          </p>
          <label className="flex items-center gap-2 text-sm sm:col-span-2">
            <input
              type="checkbox"
              className="size-4 accent-emerald-500"
              checked={breakeven && hasTarget}
              disabled={!hasTarget}
              onChange={(e) => setBreakeven(e.target.checked)}
            />
            {t('trades.emit.breakeven')}
          </label>
          <label className="flex items-center gap-2 self-center text-sm">
            <input
              type="checkbox"
              className="size-4 accent-emerald-500"
              checked={limit}
              onChange={(e) => {
                setLimit(e.target.checked);
                setErrors((x) => ({ ...x, limitPrice: undefined }));
              }}
            />
            {t('trades.emit.limit')}
          </label>
          {limit ? amountField('limitPrice', t('trades.emit.limitPrice')) : null}
        </div>
      ) : null}
    </form>
  );
}
