import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import { JournalRepository } from './journal.repository';
import { journalRoutes } from './journal.routes';
import { JournalService } from './journal.service';

/** The trade journal's routes: notes and tags on an account's round trips and days. */
export function createJournalFeature(
  ctx: AppContext,
  deps: { accounts: { directory: AccountDirectory }; activity: ActivityService },
) {
  const service = new JournalService(
    transactor(ctx.db),
    new JournalRepository(ctx.db),
    deps.accounts.directory,
    deps.activity,
  );
  return { service, routes: journalRoutes(service, ctx.config) };
}
