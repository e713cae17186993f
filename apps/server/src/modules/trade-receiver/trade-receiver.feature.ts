import type { AppContext } from '../../context';
import type { UntilChangedCache } from '../../lib/cache';
import type { Sealer } from '../../lib/sealer';
import { TradeReceiverRepository, type ReceivingAccount } from './trade-receiver.repository';
import { tradeReceiverRoutes } from './trade-receiver.routes';
import { TradeReceiverService, type TradeReceiverDeps } from './trade-receiver.service';

/** The webhook: TradingView-style alerts into signals. */
export function createTradeReceiverFeature(
  ctx: AppContext,
  deps: {
    signals: { service: TradeReceiverDeps['signals']; refusals: TradeReceiverDeps['logs'] };
    sealer: Sealer;
    caches: { receiving: UntilChangedCache<ReceivingAccount | undefined> };
  },
) {
  const receiver = new TradeReceiverService({
    signals: deps.signals.service,
    logs: deps.signals.refusals,
    sealer: deps.sealer,
    cache: deps.caches.receiving,
    accounts: new TradeReceiverRepository(ctx.db),
    rateLimitMax: ctx.config.rateLimitMax,
    signalMaxLagSeconds: ctx.config.signalMaxLagSeconds,
  });
  return { service: receiver, routes: tradeReceiverRoutes(receiver) };
}
