import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { exchangeName, MESSAGES, SUPPORTED_SYMBOLS } from '@pulso/domain/core';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useEmitTrade, type EmitTradeResult } from '../api/emit-trade';
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

const positive = (s: string) => /^\d+(\.\d+)?$/.test(s.trim()) && Number(s) > 0;

/**
 * "Emitir trade": sends a signal through the same pipeline as TradingView's, with a generated
 * order id (spec §3). Without a close the market price is used.
 */
export function EmitTradeForm({ accountId, exchange, onEmitted }: EmitTradeFormProps) {
  const { t } = useTranslation();
  const emit = useEmitTrade();
  const [symbol, setSymbol] = useState<string>('BTCUSDT');
  const [action, setAction] = useState<'buy' | 'sell'>('buy');
  const [contracts, setContracts] = useState('');
  const [close, setClose] = useState('');
  const [errors, setErrors] = useState<{ contracts?: string; close?: string }>({});
  const [pricing, setPricing] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(positive(contracts) ? {} : { contracts: t('trades.emit.positive') }),
      ...(close.trim() === '' || positive(close) ? {} : { close: t('trades.emit.positive') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const orderId = generateOrderId();
    let price = close.trim();
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
    emit.mutate(
      {
        accountId,
        symbol,
        exchange,
        action,
        contracts: contracts.trim(),
        close: price,
        orderId,
      },
      { onSuccess: (result) => onEmitted({ ...result, orderId }) },
    );
  };

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
      <TextField
        label={t('trades.emit.contracts')}
        inputMode="decimal"
        value={contracts}
        error={errors.contracts}
        onChange={(e) => {
          setContracts(e.target.value);
          setErrors((x) => ({ ...x, contracts: undefined }));
        }}
      />
      <TextField
        label={t('trades.emit.close')}
        inputMode="decimal"
        placeholder={t('trades.emit.market')}
        value={close}
        error={errors.close}
        onChange={(e) => {
          setClose(e.target.value);
          setErrors((x) => ({ ...x, close: undefined }));
        }}
      />
      <Button type="submit" busy={emit.isPending || pricing}>
        {t('trades.emit.submit')}
      </Button>
    </form>
  );
}
