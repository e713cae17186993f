import { Decimal } from '@pulso/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityTestApp, type IdentityTestApp, type SignedIn } from '../../test/identity';
import type { SignalWorker } from './signals.worker';
import {
  createAccount,
  fixMarketPrices,
  sendSignal,
  signalRow,
  stepsUnder,
  T0,
  tradesOf,
} from './testing';

/** M1: an order's size is the market's (step and minimum), checked at VALIDATION. */
describe('order sizes on the paper exchange', () => {
  let t: IdentityTestApp;
  let ana: SignedIn;
  let worker: SignalWorker;

  beforeAll(async () => {
    t = await createIdentityTestApp();
    ana = await t.signIn({ sub: 'ana', email: 'ana@example.com' });
    fixMarketPrices(t);
    worker = t.container.signals.worker();
  });
  afterAll(() => t.close());

  it('dust (1e-30) is refused at VALIDATION; a later out-of-order alert still records', async () => {
    const id = await createAccount(t, ana, 'Dust');
    await sendSignal(t, id, { action: 'buy', contracts: '0.01', time: T0 + 2_000_000 });
    const dust = await sendSignal(t, id, {
      action: 'sell',
      contracts: '1e-30',
      time: T0 + 3_000_000,
    });
    await worker.drain();
    expect(await signalRow(t, dust.signalId)).toMatchObject({
      status: 'failed',
      error:
        'La cantidad 1e-30 BTC es menor que el mínimo de binance: 0.00001 BTC (en múltiplos de 0.00001)',
    });
    const steps = await stepsUnder(t, dust.receiverLogId);
    expect(steps.map((s) => `${s.action}:${s.status}`)).toEqual(['VALIDATION:failed']);

    // Before the fix the dust was a zero-amount trade, and this replay over it failed for good.
    const late = await sendSignal(t, id, {
      action: 'buy',
      contracts: '0.01',
      time: T0 + 1_000_000,
    });
    await worker.drain();
    expect(await signalRow(t, late.signalId)).toMatchObject({ status: 'done' });
    const trades = await tradesOf(t, id);
    expect(trades.map((r) => new Decimal(r.amount).toString())).toEqual(['0.01', '0.01']);
    expect(new Decimal(trades[1]!.positionAfter).toString()).toBe('0.02');
  });

  it('rounds down to the market’s step, as the exchange would, and says so', async () => {
    const id = await createAccount(t, ana, 'Steps');
    const sent = await sendSignal(t, id, { action: 'buy', contracts: '0.123456789' });
    await worker.drain();
    const [trade] = await tradesOf(t, id);
    // Binance's BTC step is 0.00001: 0.123456789 → 0.12345.
    expect(new Decimal(trade!.amount).toString()).toBe('0.12345');
    const [validation] = await stepsUnder(t, sent.receiverLogId);
    expect(validation!.metadata).toMatchObject({ quantity: '0.12345', requested: '0.123456789' });
  });
});
