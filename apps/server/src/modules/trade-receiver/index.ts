// The webhook: TradingView-style alerts into signals.
export { TradeReceiverRepository } from './trade-receiver.repository';
export { tradeReceiverRoutes } from './trade-receiver.routes';
export { TradeReceiverService } from './trade-receiver.service';
