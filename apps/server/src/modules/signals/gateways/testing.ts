import { Decimal } from '@pulso/domain';
import type { FetchImplementation } from '../../market-data';
import { KUCOIN_CONTRACTS } from '../../trade-import/testing/fake-kucoin-futures';
import type { OrderRequest } from './gateway';
import { LiveGateway } from './live-gateway';

// Live gateways on fakes at the network's edge, for the gateway's own tests.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** KuCoin as its futures account sees it: the contracts, its USDT wallet, market orders it takes. */
export function fakeKucoinFutures() {
  const orders: Record<string, unknown>[] = [];
  const fetch: FetchImplementation = async (url, init) => {
    const { pathname } = new URL(url);
    if (pathname === '/api/v1/contracts/active')
      return json({ code: '200000', data: KUCOIN_CONTRACTS });
    if (pathname === '/api/v1/hf/accounts/opened') return json({ code: '200000', data: false });
    if (pathname === '/api/ua/v1/account/mode') return json({ code: '200000', data: 'CLASSIC' });
    if (pathname === '/api/v3/margin/symbols') return json({ code: '200000', data: { items: [] } });
    if (pathname === '/api/v1/isolated/symbols') return json({ code: '200000', data: [] });
    if (pathname === '/api/v1/account-overview') {
      return json({
        code: '200000',
        data: {
          currency: 'USDT',
          accountEquity: 1000,
          availableBalance: 1000,
          marginBalance: 1000,
        },
      });
    }
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

/** A live gateway's options on a fake. */
export const liveOptions = (fetchImplementation: FetchImplementation) => ({
  sandbox: false,
  takerFee: new Decimal('0.0006'),
  fetchImplementation,
});

/** A buy of a KuCoin perpetual's BTC, as VALIDATION hands it over (fields overridable). */
export const liveOrder = (extra: Partial<OrderRequest> = {}): OrderRequest => ({
  signalId: '00000000-0000-4000-8000-000000000001',
  accountId: '00000000-0000-4000-8000-000000000002',
  accountType: 'future',
  exchange: 'kucoin',
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  side: 'buy',
  quantity: new Decimal('0.05'),
  close: new Decimal('50000'),
  time: Date.now(),
  attempt: 1,
  ...extra,
});

/** A live gateway of a KuCoin futures account, on the fake. */
export async function kucoinFutures() {
  const kucoin = fakeKucoinFutures();
  const credentials = {
    apiKey: 'futures-key',
    secret: 'futures-secret',
    passphrase: 'futures-pass',
  };
  const gateway = await LiveGateway.connect(
    'kucoin',
    'future',
    credentials,
    liveOptions(kucoin.fetch),
  );
  return { kucoin, gateway };
}
