// The exchanges catalogue.
export { createExchangesFeature, type ExchangeDirectory } from './exchanges.feature';
export type { ExchangesService } from './exchanges.service';
