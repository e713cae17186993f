import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { PlanLimits } from '../packages';
import { CopyLedgerRepository } from './copy-ledger.repository';
import { CopyLedgerService } from './copy-ledger.service';
import { CopyTradesRepository, type CopyReceivers } from './copy-trades.repository';
import { copyTradesRoutes } from './copy-trades.routes';
import { CopyTradesService } from './copy-trades.service';

/** Who copies whom; `receiversOf` tells the signal pipeline where an emitter's trades go. */
export function createCopyTradesFeature(
  ctx: AppContext,
  deps: {
    activity: ActivityService;
    accounts: { directory: AccountDirectory };
    packages: { limits: PlanLimits };
  },
) {
  const repository = new CopyTradesRepository(ctx.db);
  const copyTrades = new CopyTradesService(transactor(ctx.db), {
    activity: deps.activity,
    accounts: deps.accounts.directory,
    packages: deps.packages.limits,
    copies: repository,
  });
  const ledger = new CopyLedgerService(new CopyLedgerRepository(ctx.db), deps.accounts.directory);
  const receiversOf: CopyReceivers = (emitterIds, tx) => repository.receiversOf(emitterIds, tx);
  return { service: copyTrades, receiversOf, routes: copyTradesRoutes(copyTrades, ledger) };
}
