/**
 * Starter strategies for the editor. Each defines `function strategy(candles, context)` and
 * returns `{ action, price, timestamp, quantity }` trades, long only, sized at a tenth of the
 * starting capital.
 */
export interface StrategyTemplate {
  id: 'sma-crossover' | 'rsi' | 'breakout';
  name: string;
  description: string;
  code: string;
}

const SMA_CROSSOVER = `// Cruce de medias: compra cuando la media rápida cruza por encima de la lenta,
// vende cuando cruza por debajo.
function strategy(candles, context) {
  const fast = 10;
  const slow = 30;
  const trades = [];
  let fastSum = 0;
  let slowSum = 0;
  let prevDiff = null;
  let holding = 0;
  for (let i = 0; i < candles.length; i++) {
    const c = candles[i];
    fastSum += c.close;
    slowSum += c.close;
    if (i >= fast) fastSum -= candles[i - fast].close;
    if (i >= slow) slowSum -= candles[i - slow].close;
    if (i < slow - 1) continue;
    const diff = fastSum / fast - slowSum / slow;
    if (prevDiff !== null && prevDiff <= 0 && diff > 0 && holding === 0) {
      holding = (context.startingCapital * 0.1) / c.close;
      trades.push({ action: 'buy', price: c.close, timestamp: c.openTime, quantity: holding });
    } else if (prevDiff !== null && prevDiff >= 0 && diff < 0 && holding > 0) {
      trades.push({ action: 'sell', price: c.close, timestamp: c.openTime, quantity: holding });
      holding = 0;
    }
    prevDiff = diff;
  }
  return trades;
}
`;

const RSI = `// RSI de 14 velas: compra en sobreventa (< 30), vende en sobrecompra (> 70).
function strategy(candles, context) {
  const period = 14;
  const trades = [];
  let gain = 0;
  let loss = 0;
  let holding = 0;
  for (let i = 1; i < candles.length; i++) {
    const change = candles[i].close - candles[i - 1].close;
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (i <= period) {
      gain += up / period;
      loss += down / period;
      continue;
    }
    gain = (gain * (period - 1) + up) / period;
    loss = (loss * (period - 1) + down) / period;
    const rsi = loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
    const c = candles[i];
    if (rsi < 30 && holding === 0) {
      holding = (context.startingCapital * 0.1) / c.close;
      trades.push({ action: 'buy', price: c.close, timestamp: c.openTime, quantity: holding });
    } else if (rsi > 70 && holding > 0) {
      trades.push({ action: 'sell', price: c.close, timestamp: c.openTime, quantity: holding });
      holding = 0;
    }
  }
  return trades;
}
`;

const BREAKOUT = `// Ruptura de rango: compra cuando el cierre supera el máximo de las últimas 20 velas,
// vende cuando cae por debajo del mínimo de las últimas 10.
function strategy(candles, context) {
  const entry = 20;
  const exit = 10;
  const trades = [];
  let holding = 0;
  for (let i = entry; i < candles.length; i++) {
    const c = candles[i];
    let high = -Infinity;
    for (let j = i - entry; j < i; j++) high = Math.max(high, candles[j].high);
    let low = Infinity;
    for (let j = i - exit; j < i; j++) low = Math.min(low, candles[j].low);
    if (c.close > high && holding === 0) {
      holding = (context.startingCapital * 0.1) / c.close;
      trades.push({ action: 'buy', price: c.close, timestamp: c.openTime, quantity: holding });
    } else if (c.close < low && holding > 0) {
      trades.push({ action: 'sell', price: c.close, timestamp: c.openTime, quantity: holding });
      holding = 0;
    }
  }
  return trades;
}
`;

export const STRATEGY_TEMPLATES: readonly StrategyTemplate[] = [
  {
    id: 'sma-crossover',
    name: 'Cruce de medias (SMA 10/30)',
    description: 'Compra cuando la media de 10 velas cruza al alza la de 30 y vende al revés.',
    code: SMA_CROSSOVER,
  },
  {
    id: 'rsi',
    name: 'RSI 14 (30/70)',
    description: 'Compra con RSI por debajo de 30 y vende por encima de 70.',
    code: RSI,
  },
  {
    id: 'breakout',
    name: 'Ruptura de rango (20/10)',
    description: 'Compra al superar el máximo de 20 velas y vende al perder el mínimo de 10.',
    code: BREAKOUT,
  },
];

export function strategyTemplate(id: StrategyTemplate['id']): StrategyTemplate {
  return STRATEGY_TEMPLATES.find((t) => t.id === id)!;
}
