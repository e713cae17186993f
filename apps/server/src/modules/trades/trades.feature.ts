import type { AppContext } from '../../context';
import { TradesRepository } from './trades.repository';
import { tradesRoutes } from './trades.routes';
import { TradesService } from './trades.service';

/** Trade lists and CSV exports (reads of the ledger's trades). */
export function createTradesFeature(ctx: AppContext) {
  const trades = new TradesService(new TradesRepository(ctx.db));
  return { service: trades, routes: tradesRoutes(trades, ctx.config) };
}
