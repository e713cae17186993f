import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import { Ledger } from '../ledger';
import { RiskControlsRepository } from './risk-controls.repository';
import { riskControlsRoutes } from './risk-controls.routes';
import { RiskControlsService } from './risk-controls.service';

/** Risk controls' routes (the pipeline reads them with the account it validates on). */
export function createRiskControlsFeature(
  ctx: AppContext,
  deps: { accounts: { directory: AccountDirectory }; activity: ActivityService },
) {
  const service = new RiskControlsService(
    transactor(ctx.db),
    new RiskControlsRepository(ctx.db),
    deps.accounts.directory,
    deps.activity,
    new Ledger(),
    ctx.db,
  );
  return { service, routes: riskControlsRoutes(service) };
}
