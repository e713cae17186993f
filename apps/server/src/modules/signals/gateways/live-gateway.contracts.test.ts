import { Decimal } from '@pulso/domain';
import { describe, expect, it } from 'vitest';
import type { FetchImplementation } from '../../market-data';
import { LiveGateway } from './live-gateway';
import { BITGET_CONTRACTS } from '../../trade-import/testing/fake-bitget-futures';
import { kucoinFutures, liveOptions as options, liveOrder } from './testing';

// Perpetuals whose ccxt class calls them swaps, and whose contract is not one coin: KuCoin's
// XBTUSDTM is 0.001 BTC a contract. The two exchanges' contract listings as the sync's fakes
// answer them, and KuCoin's order endpoint.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const credentials = { apiKey: 'futures-key', secret: 'futures-secret', passphrase: 'futures-pass' };
const order = (quantity: string) => liveOrder({ quantity: new Decimal(quantity) });

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
