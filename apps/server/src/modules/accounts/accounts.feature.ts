import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { transactor } from '../../db/repository';
import type { AuthUser } from '../../lib/actor';
import type { Sealer } from '../../lib/sealer';
import type { ActivityService } from '../activity-logs';
import type { ExchangeDirectory } from '../exchanges';
import type { PlanLimits } from '../packages';
import { AccountsRepository, type AccountView } from './accounts.repository';
import { accountsRoutes } from './accounts.routes';
import {
  AccountsService,
  type AccountMetricsSource,
  type AccountsCaches,
  type PublicMetricsSource,
} from './accounts.service';

/** What other features ask of the accounts. */
export interface AccountDirectory {
  /** A live (not deleted) account. */
  byId(id: string, tx?: Db): Promise<AccountView | undefined>;
  /** The account, when the user may manage it (its owner or an admin); else NOT_FOUND. */
  owned(user: AuthUser, id: string): Promise<AccountView>;
}

export interface AccountsDeps {
  activity: ActivityService;
  sealer: Sealer;
  exchanges: { directory: ExchangeDirectory };
  packages: { limits: PlanLimits };
  analysis: {
    /** Range figures for the sorts. */
    metrics: AccountMetricsSource;
    /** Cuentas Públicas' shared ranking figures (the public board). */
    publicMetrics: PublicMetricsSource;
  };
  /** The accounts of one of the user's lists (404 when it is not theirs): the list filter. */
  lists: { accountIdsOf: (user: AuthUser, listId: string) => Promise<string[]> };
  caches: { accounts: AccountsCaches };
}

/** Exchange accounts: settings, sealed credentials, webhook secrets, search and visibility. */
export function createAccountsFeature(ctx: AppContext, deps: AccountsDeps) {
  const repository = new AccountsRepository(ctx.db);
  const accounts = new AccountsService(transactor(ctx.db), {
    activity: deps.activity,
    sealer: deps.sealer,
    exchanges: deps.exchanges.directory,
    packages: deps.packages.limits,
    metrics: deps.analysis.metrics,
    publicMetrics: deps.analysis.publicMetrics,
    caches: deps.caches.accounts,
    accounts: repository,
    publicUrl: ctx.config.publicUrl,
  });
  const directory: AccountDirectory = {
    byId: (id, tx) => repository.findById(id, tx),
    owned: (user, id) => accounts.owned(user, id),
  };
  return {
    service: accounts,
    directory,
    routes: accountsRoutes(accounts, ctx.config, deps.lists.accountIdsOf),
  };
}
