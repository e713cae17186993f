import { Decimal } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import { FakeBinance } from '../../market-data/testing';
import { LiveGateway } from './live-gateway';
import { kucoinFutures, liveOptions, liveOrder } from './testing';
import { StepFailure, type OrderRequest } from './gateway';

// Issue 36: an alert's leverage and margin mode reach the exchange before its order, on every
// exchange the way it takes them; a refusal places nothing. Fakes at the network's edge.

const credentials = { apiKey: 'futures-key', secret: 'futures-secret' };

async function binanceFutures() {
  const binance = new FakeBinance();
  const gateway = await LiveGateway.connect(
    'binance',
    'future',
    credentials,
    liveOptions(binance.fetch),
  );
  /** The calls after the markets were loaded: method and path. */
  const calls = (from: number) =>
    binance.requests
      .slice(from)
      .filter((r) => r.method === 'POST')
      .map((r) => r.url.pathname);
  return { binance, gateway, calls };
}

/** BALANCE_CHECK then ORDER_EXECUTION, as the pipeline runs them. */
async function place(gateway: LiveGateway, order: OrderRequest) {
  const checked = await gateway.checkBalance(order);
  const fill = await gateway.execute(order);
  return { checked, fill };
}

const binanceOrder = (extra: Partial<OrderRequest>) =>
  liveOrder({ exchange: 'binance', quantity: new Decimal('0.01'), ...extra });

describe('live leverage and margin mode (issue 36)', () => {
  it('Binance: sets the margin type, then the leverage, then orders; again, an unchanged setting is no error', async () => {
    const { binance, gateway, calls } = await binanceFutures();
    const from = binance.requests.length;
    const { checked, fill } = await place(
      gateway,
      binanceOrder({ leverage: 5, marginMode: 'isolated' }),
    );
    expect(calls(from)).toEqual(['/fapi/v1/marginType', '/fapi/v1/leverage', '/fapi/v1/order']);
    expect(binance.futuresMarginType.get('BTCUSDT')).toBe('ISOLATED');
    expect(binance.futuresLeverage.get('BTCUSDT')).toBe(5);
    expect(checked.message).toMatch(
      /^BTC\/USDT:USDT en binance: apalancamiento 5x, margen aislado\. /,
    );
    expect(checked.metadata).toMatchObject({ leverage: 5, marginMode: 'isolated' });
    expect(fill).toMatchObject({ quantity: '0.01', price: '50100', priceSource: 'exchange' });

    // The same again: Binance answers -4046 to the margin type, and the order still goes.
    const again = binance.requests.length;
    await place(gateway, binanceOrder({ leverage: 5, marginMode: 'isolated' }));
    expect(calls(again)).toEqual(['/fapi/v1/marginType', '/fapi/v1/leverage', '/fapi/v1/order']);
    expect(binance.futuresOrders).toHaveLength(2);
  });

  it('Binance: a leverage the exchange refuses fails the signal with its words, and nothing is ordered', async () => {
    const { binance, gateway } = await binanceFutures();
    binance.maxLeverage = 20;
    const failure = await gateway
      .checkBalance(binanceOrder({ leverage: 50 }))
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StepFailure);
    expect((failure as Error).message).toMatch(/^binance no aceptó el apalancamiento 50x: /);
    expect((failure as Error).message).toContain('código -4028');
    expect(binance.futuresLeverage.size).toBe(0);
    expect(binance.futuresOrders).toHaveLength(0);
  });

  it('Binance: an alert without leverage or margin mode changes no setting', async () => {
    const { binance, gateway, calls } = await binanceFutures();
    const from = binance.requests.length;
    const { checked } = await place(gateway, binanceOrder({}));
    expect(calls(from)).toEqual(['/fapi/v1/order']);
    expect(checked.message).toBe('Saldo consultado; el exchange valida el margen');
  });

  it('KuCoin: the leverage and margin mode travel with the order itself', async () => {
    const { kucoin, gateway } = await kucoinFutures();
    await place(
      gateway,
      liveOrder({ quantity: new Decimal('0.05'), leverage: 3, marginMode: 'cross' }),
    );
    expect(kucoin.orders).toHaveLength(1);
    expect(kucoin.orders[0]).toMatchObject({
      symbol: 'XBTUSDTM',
      leverage: 3,
      marginMode: 'CROSS',
    });
  });
});
