import { describe, expect, it } from 'vitest';
import { alertOrderId, readAlertFormat } from './alert-formats';
import { parseTradeReceiverPayload, toStoredPayload } from './trade-receiver';

const TIME = '2026-03-02T10:00:00Z';

/** Reads a foreign message end to end: its format, and what Pulso stores from it. */
function stored(body: Record<string, unknown>) {
  const parsed = parseTradeReceiverPayload(body);
  if (!parsed.ok) throw new Error(`${parsed.issues[0]?.path.join('.')}: ${parsed.message}`);
  return toStoredPayload(parsed.value);
}
function refusedOn(body: Record<string, unknown>) {
  const parsed = parseTradeReceiverPayload(body);
  return parsed.ok ? undefined : parsed.issues[0]!.path[0];
}

describe('readAlertFormat', () => {
  it('returns a Pulso body unchanged, and anything that is not an object', () => {
    const pulso = { symbol: 'BTCUSDT', action: 'buy', ticker: 'x', data: 'buy' };
    expect(readAlertFormat(pulso)).toEqual({ format: 'pulso', body: pulso });
    expect(readAlertFormat(pulso).body).toBe(pulso);
    for (const body of [null, 'text', 42, [1], undefined, {}]) {
      expect(readAlertFormat(body)).toEqual({ format: 'pulso', body });
    }
  });

  it('derives a stable order id without the secret', () => {
    const a = alertOrderId('traderspost', { ticker: 'X', token: 'one' });
    expect(a).toMatch(/^traderspost-[0-9a-f]{14}$/);
    expect(alertOrderId('traderspost', { ticker: 'X', token: 'two' })).toBe(a);
    expect(alertOrderId('traderspost', { ticker: 'Y' })).not.toBe(a);
    const deep: Record<string, unknown> = {};
    deep.self = deep;
    expect(alertOrderId('pickmytrade', deep)).toBeUndefined();
  });

  it('reads only the body’s own keys', () => {
    const body = JSON.parse('{"__proto__": {"ticker": "BTCUSDT"}, "action": "buy"}') as unknown;
    expect(readAlertFormat(body).format).toBe('pulso');
  });
});

describe('TradersPost messages (docs.traderspost.io)', () => {
  it('reads the documented example: a buy with a percent take profit and stop', () => {
    const body = {
      ticker: 'BTCUSDT',
      action: 'buy',
      signalPrice: 50_000,
      quantity: 1,
      time: TIME,
      takeProfit: { percent: 10 },
      stopLoss: { type: 'stop', percent: 5 },
    };
    expect(readAlertFormat(body).format).toBe('traderspost');
    const s = stored(body);
    expect(s).toMatchObject({ symbol: 'BTCUSDT', action: 'buy', contracts: '1', close: '50000' });
    expect(s.order_id).toMatch(/^traderspost-/);
    expect(s.intent).toStrictEqual({
      stop_loss: { percent: '5' },
      take_profits: [{ percent: '10', share: '100' }],
    });
  });

  it('maps a TradingView strategy alert: sentiment is the position after the order', () => {
    const s = stored({
      ticker: 'BINANCE:ETHUSDT',
      action: 'SELL',
      sentiment: 'flat',
      quantity: '2',
      price: '3000',
      timestamp: TIME,
    });
    expect(s).toMatchObject({ symbol: 'ETHUSDT', action: 'sell', contracts: '2' });
    expect(s.intent).toStrictEqual({ target: 'flat' });
    expect(
      stored({
        ticker: 'ETHUSDT',
        action: 'buy',
        sentiment: 'bullish',
        quantity: 1,
        price: 1,
        time: TIME,
      }).intent,
    ).toStrictEqual({ target: 'long' });
  });

  const sizes: [string, unknown][] = [
    ['fixed_quantity', undefined],
    ['dollar_amount', { size: { mode: 'quote', value: '500' } }],
    ['percent_of_equity', { size: { mode: 'equity_pct', value: '5' } }],
    ['percent_of_position', { size: { mode: 'position_pct', value: '50' }, reduce_only: true }],
    ['risk_dollar_amount', { size: { mode: 'risk_amount', value: '100' } }],
    ['risk_percent', { size: { mode: 'risk_pct', value: '1' } }],
  ];
  it.each(sizes)('maps quantityType %s', (quantityType, intent) => {
    const quantity = {
      fixed_quantity: 3,
      dollar_amount: 500,
      percent_of_equity: 5,
      percent_of_position: 50,
      risk_dollar_amount: 100,
      risk_percent: 1,
    }[quantityType];
    const risk = quantityType.startsWith('risk') ? { stopLoss: { stopPrice: 49_000 } } : {};
    const s = stored({
      ticker: 'BTCUSDT',
      action: quantityType === 'percent_of_position' ? 'sell' : 'buy',
      quantity,
      quantityType,
      price: 50_000,
      time: TIME,
      ...risk,
    });
    const { stop_loss: _stop, ...rest } = s.intent ?? {};
    expect(Object.keys(rest).length ? rest : undefined).toStrictEqual(intent);
    if (quantityType === 'fixed_quantity') expect(s.contracts).toBe('3');
  });

  it('maps limit orders, a trailing stop and a take profit price', () => {
    const s = stored({
      ticker: 'BTCUSDT',
      action: 'buy',
      orderType: 'limit',
      limitPrice: 49_500,
      timeInForce: 'GTC',
      quantity: 1,
      price: 50_000,
      time: TIME,
      takeProfit: { limitPrice: 52_000 },
      stopLoss: { type: 'trailing_stop', trailPercent: 1.5 },
      extras: { note: 'ignored' },
    });
    expect(s.intent).toStrictEqual({
      order_type: 'limit',
      limit_price: '49500',
      time_in_force: 'gtc',
      take_profits: [{ price: '52000', share: '100' }],
      trailing_stop: { distance_percent: '1.5' },
    });
  });

  it('leaves to the parser what Pulso cannot do or was not told', () => {
    const base = { ticker: 'BTCUSDT', quantity: 1, price: 50_000, time: TIME };
    // An exit closes what is open: a flat target, its side taken from the position.
    expect(stored({ ...base, action: 'exit' })).toMatchObject({
      action: 'sell',
      intent: { target: 'flat' },
    });
    expect(refusedOn({ ...base, action: 'cancel' })).toBe('action');
    expect(refusedOn({ ...base, action: 'buy', price: undefined })).toBe('close');
    expect(refusedOn({ ...base, action: 'buy', time: undefined })).toBe('time');
    expect(refusedOn({ ...base, action: 'buy', quantityType: 'lots' })).toBe('size_type');
    expect(refusedOn({ ...base, action: 'buy', sentiment: 'neutral' })).toBe('target');
  });
});

describe('3Commas signal bot messages (help.3commas.io)', () => {
  const strategy = {
    secret: 'tok_3c',
    max_lag: '300',
    timestamp: TIME,
    trigger_price: '50000',
    tv_exchange: 'BINANCE',
    tv_instrument: 'BTCUSDT',
    action: 'buy',
    bot_uuid: 'bot-1',
    strategy_info: { market_position: 'long', market_position_size: '1' },
    order: { amount: '0.25', currency_type: 'base' },
  };

  it('reads the strategy-type message', () => {
    expect(readAlertFormat(strategy).format).toBe('3commas');
    const parsed = parseTradeReceiverPayload(strategy);
    expect(parsed.ok && parsed.value.secret).toBe('tok_3c');
    const s = stored(strategy);
    expect(s).toMatchObject({
      symbol: 'BTCUSDT',
      exchange: 'binance',
      action: 'buy',
      contracts: '0.25',
      close: '50000',
      market_position: 'long',
    });
    expect(s.order_id).toMatch(/^3commas-/);
    expect(s.intent).toStrictEqual({ max_lag_seconds: 300 });
    expect(s).not.toHaveProperty('secret');
  });

  const custom: [string, Record<string, unknown>, unknown][] = [
    [
      'enter_long',
      { amount: '100', currency_type: 'quote' },
      { action: 'buy', intent: { target: 'long', size: { mode: 'quote', value: '100' } } },
    ],
    [
      'enter_short',
      { amount: '10', currency_type: 'margin_percent' },
      { action: 'sell', intent: { target: 'short', size: { mode: 'balance_pct', value: '10' } } },
    ],
    [
      'exit_long',
      { amount: '50', currency_type: 'position_percent' },
      {
        action: 'sell',
        intent: { target: 'flat', reduce_only: true, size: { mode: 'position_pct', value: '50' } },
      },
    ],
    ['exit_short', {}, { action: 'buy', contracts: '0', intent: { target: 'flat' } }],
  ];
  it.each(custom)('reads the custom-type %s', (action, order, expected) => {
    const s = stored({ ...strategy, strategy_info: undefined, max_lag: undefined, action, order });
    expect(s).toMatchObject(expected as object);
  });

  it('names a placeholder left in a nested field by the Pulso field it fills', () => {
    const parsed = parseTradeReceiverPayload({
      ...strategy,
      order: { amount: '{{strategy.order.contracts}}', currency_type: 'base' },
    });
    expect(!parsed.ok && parsed.issues[0]).toMatchObject({ path: ['contracts'] });
    expect(!parsed.ok && parsed.message).toContain('{{strategy.order.contracts}}');
  });

  it('refuses an order currency it does not know, on size_type', () => {
    expect(refusedOn({ ...strategy, order: { amount: 1, currency_type: 'lots' } })).toBe(
      'size_type',
    );
  });
});

describe('PickMyTrade messages (docs.pickmytrade.trade)', () => {
  const alert = {
    symbol: 'BTCUSDT',
    date: TIME,
    data: 'buy',
    quantity: '2',
    risk_percentage: '0',
    price: '50000',
    tp: '0',
    percentage_tp: '0',
    dollar_tp: '0',
    sl: '0',
    dollar_sl: '0',
    percentage_sl: '0',
    trail: '0',
    trail_stop: '0',
    trail_trigger: '0',
    trail_freq: '0',
    update_tp: 'false',
    update_sl: 'false',
    breakeven: 0,
    token: 'pmt_token',
    pyramid: true,
    reverse_order_close: false,
    multiple_accounts: [{ token: 'pmt_token', account_id: 'A', risk_percentage: 0 }],
  };

  it('reads the documented message: zeros are "not set"', () => {
    expect(readAlertFormat(alert).format).toBe('pickmytrade');
    const parsed = parseTradeReceiverPayload(alert);
    expect(parsed.ok && parsed.value.secret).toBe('pmt_token');
    const s = stored(alert);
    expect(s).toMatchObject({ symbol: 'BTCUSDT', action: 'buy', contracts: '2', close: '50000' });
    expect(s.order_id).toMatch(/^pickmytrade-/);
    expect(s.intent).toBeUndefined();
  });

  it('maps risk sizing, prices and percents, and limit orders', () => {
    expect(
      stored({ ...alert, quantity: 0, risk_percentage: 1, sl: 49_000, tp: 53_000 }).intent,
    ).toStrictEqual({
      size: { mode: 'risk_pct', value: '1' },
      stop_loss: { price: '49000' },
      take_profits: [{ price: '53000', share: '100' }],
    });
    expect(
      stored({ ...alert, data: 'sell', percentage_sl: 2, percentage_tp: 4 }).intent,
    ).toStrictEqual({
      stop_loss: { percent: '2' },
      take_profits: [{ percent: '4', share: '100' }],
    });
    expect(stored({ ...alert, order_type: 'LMT' }).intent).toStrictEqual({
      order_type: 'limit',
      limit_price: '50000',
    });
  });

  it('refuses what has no Pulso counterpart rather than trade without it', () => {
    expect(refusedOn({ ...alert, dollar_sl: 200 })).toBe('stop_loss');
    expect(refusedOn({ ...alert, dollar_tp: 200 })).toBe('take_profit');
    expect(refusedOn({ ...alert, trail: 1, trail_stop: 5 })).toBe('trailing_stop');
    expect(refusedOn({ ...alert, breakeven: 5 })).toBe('breakeven');
    expect(refusedOn({ ...alert, update_sl: true })).toBe('action');
    expect(stored({ ...alert, data: 'close' })).toMatchObject({
      action: 'sell',
      intent: { target: 'flat' },
    });
  });
});
