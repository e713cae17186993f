import { Decimal } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import type { FetchImplementation } from '../../market-data';
import { LiveGateway } from './live-gateway';
import { BITGET_CONTRACTS } from '../../trade-import/testing/fake-bitget-futures';
import { KUCOIN_CONTRACTS } from '../../trade-import/testing/fake-kucoin-futures';
import type { OrderRequest } from './gateway';

// Perpetuals whose ccxt class calls them swaps, and whose contract is not one coin: KuCoin's
// XBTUSDTM is 0.001 BTC a contract. The two exchanges' contract listings as the sync's fakes
// answer them, and KuCoin's order endpoint.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** KuCoin as its futures account sees it: the contracts, and market orders it takes. */
function fakeKucoinFutures() {
  const orders: Record<string, unknown>[] = [];
  const fetch: FetchImplementation = async (url, init) => {
    const { pathname } = new URL(url);
    if (pathname === '/api/v1/contracts/active')
      return json({ code: '200000', data: KUCOIN_CONTRACTS });
    if (pathname === '/api/v1/hf/accounts/opened') return json({ code: '200000', data: false });
    if (pathname === '/api/ua/v1/account/mode') return json({ code: '200000', data: 'CLASSIC' });
    if (pathname === '/api/v3/margin/symbols') return json({ code: '200000', data: { items: [] } });
    if (pathname === '/api/v1/isolated/symbols') return json({ code: '200000', data: [] });
    if (pathname === '/api/v1/orders' && init.method === 'POST') {
      orders.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return json({ code: '200000', data: { orderId: '5c35c02703aa673ceec2a168' } });
    }
    return json({
      code: '400100',
      msg: `fake kucoin futures: no ${init.method ?? 'GET'} ${pathname}`,
    });
  };
  return { fetch, orders };
}

const credentials = { apiKey: 'futures-key', secret: 'futures-secret', passphrase: 'futures-pass' };
const options = (fetchImplementation: FetchImplementation) => ({
  sandbox: false,
  takerFee: new Decimal('0.0006'),
  fetchImplementation,
});

const order = (quantity: string): OrderRequest => ({
  signalId: '00000000-0000-4000-8000-000000000001',
  accountId: '00000000-0000-4000-8000-000000000002',
  accountType: 'future',
  exchange: 'kucoin',
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  side: 'buy',
  quantity: new Decimal(quantity),
  close: new Decimal('50000'),
  time: Date.now(),
  attempt: 1,
});

/** A live gateway of a KuCoin futures account, on the fake. */
async function kucoinFutures() {
  const kucoin = fakeKucoinFutures();
  const gateway = await LiveGateway.connect('kucoin', 'future', credentials, options(kucoin.fetch));
  return { kucoin, gateway };
}

describe('live orders on perpetuals whose contract is not one coin', () => {
  it('KuCoin futures: loads its USDT perpetuals, and sends 0.05 BTC as 50 contracts of 0.001', async () => {
    const { kucoin, gateway } = await kucoinFutures();
    const fill = await gateway.execute(order('0.05'));
    expect(kucoin.orders).toHaveLength(1);
    expect(kucoin.orders[0]).toMatchObject({ symbol: 'XBTUSDTM', side: 'buy', type: 'market' });
    expect(Number(kucoin.orders[0]!['size'])).toBe(50);
    // The fill in the coin again: 50 contracts · 0.001 = 0.05 BTC.
    expect(new Decimal(fill.quantity).toString()).toBe('0.05');
  });

  it('KuCoin futures: an order smaller than one contract is refused before it is sent', async () => {
    const { kucoin, gateway } = await kucoinFutures();
    await expect(gateway.execute(order('0.0005'))).rejects.toThrow(/0[.,]001/);
    expect(kucoin.orders).toHaveLength(0);
  });

  it('Bitget futures: loads its USDT perpetuals (ccxt refused the account before)', async () => {
    const asked: string[] = [];
    const fetch: FetchImplementation = async (url) => {
      const u = new URL(url);
      asked.push(u.pathname + u.search);
      if (u.pathname === '/api/v3/account/settings') {
        return json({ code: '40084', msg: 'You are in Classic Account mode', data: null });
      }
      if (u.pathname === '/api/v2/mix/market/contracts') {
        const usdt = u.searchParams.get('productType') === 'USDT-FUTURES';
        return json({ code: '00000', msg: 'success', data: usdt ? BITGET_CONTRACTS : [] });
      }
      return json({ code: '00000', msg: 'success', data: [] });
    };
    const gateway = await LiveGateway.connect('bitget', 'future', credentials, options(fetch));
    expect(gateway.describe().message).toBe('Cliente de bitget listo');
    expect(asked).toContain('/api/v2/mix/market/contracts?productType=USDT-FUTURES');
  });
});
