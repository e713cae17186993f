import { describe, expect, it } from 'vitest';
import { tradingViewAlert } from './tradingview-alert';

describe('tradingViewAlert', () => {
  it('is JSON with the account, the TradingView placeholders and the secret', () => {
    expect(JSON.parse(tradingViewAlert('acc-1', 'whsec_abc'))).toEqual({
      accountId: 'acc-1',
      symbol: '{{ticker}}',
      exchange: '{{exchange}}',
      time: '{{timenow}}',
      action: '{{strategy.order.action}}',
      contracts: '{{strategy.order.contracts}}',
      order_id: '{{strategy.order.id}}',
      market_position: '{{strategy.market_position}}',
      close: '{{close}}',
      secret: 'whsec_abc',
    });
  });
});
