import type { Exchange } from '@pulso/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactor } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import { ExchangesRepository } from './exchanges.repository';
import { exchangesRoutes } from './exchanges.routes';
import { ExchangesService, toExchange } from './exchanges.service';

/** What other features ask of the exchange catalogue. */
export interface ExchangeDirectory {
  byId(id: string, tx?: Db): Promise<Exchange | undefined>;
  byCode(code: string, tx?: Db): Promise<Exchange | undefined>;
}

/** The exchanges catalogue (the four supported exchanges, their fees and account types). */
export async function createExchangesFeature(ctx: AppContext, deps: { activity: ActivityService }) {
  const repository = new ExchangesRepository(ctx.db);
  await repository.ensureDefaults();
  const exchanges = new ExchangesService(transactor(ctx.db), { ...deps, exchanges: repository });
  const found = (row: Awaited<ReturnType<ExchangesRepository['findById']>>) =>
    row && toExchange(row);
  const directory: ExchangeDirectory = {
    byId: async (id, tx) => found(await repository.findById(id, tx)),
    byCode: async (code, tx) => found(await repository.findByCode(code, tx)),
  };
  return { service: exchanges, directory, routes: exchangesRoutes(exchanges) };
}
