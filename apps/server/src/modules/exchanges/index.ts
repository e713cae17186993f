// The exchanges catalogue.
export { ExchangesRepository } from './exchanges.repository';
export { exchangesRoutes } from './exchanges.routes';
export { ExchangesService } from './exchanges.service';
