// The webhook: TradingView-style alerts into signals.
export { createTradeReceiverFeature } from './trade-receiver.feature';
export type { ReceivingAccount } from './trade-receiver.repository';
export type { TradeReceiverService } from './trade-receiver.service';
