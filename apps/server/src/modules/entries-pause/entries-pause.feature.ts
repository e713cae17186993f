import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import { EntriesPauseRepository } from './entries-pause.repository';
import { entriesPauseRoutes } from './entries-pause.routes';
import { EntriesPauseService } from './entries-pause.service';

/** The pause switches' routes (the pipeline reads the switches with the account it validates on). */
export function createEntriesPauseFeature(
  ctx: AppContext,
  deps: { accounts: { directory: AccountDirectory }; activity: ActivityService },
) {
  const service = new EntriesPauseService(
    transactor(ctx.db),
    new EntriesPauseRepository(ctx.db),
    deps.accounts.directory,
    deps.activity,
  );
  return { service, routes: entriesPauseRoutes(service) };
}
