/**
 * The TradingView alert message for an account's webhook: TradingView fills the {{…}}
 * placeholders when the alert fires, and the receiver (spec §3 "Trade receiver payload") reads
 * these fields. The secret proves the alert comes from the account's owner.
 */
/** Stands for the secret where it is not shown (it is shown once, when made). */
export const SECRET_PLACEHOLDER = 'TU_SECRETO';

export function tradingViewAlert(accountId: string, secret: string): string {
  return JSON.stringify(
    {
      accountId,
      symbol: '{{ticker}}',
      exchange: '{{exchange}}',
      time: '{{timenow}}',
      action: '{{strategy.order.action}}',
      contracts: '{{strategy.order.contracts}}',
      order_id: '{{strategy.order.id}}',
      market_position: '{{strategy.market_position}}',
      close: '{{close}}',
      secret,
    },
    null,
    2,
  );
}
