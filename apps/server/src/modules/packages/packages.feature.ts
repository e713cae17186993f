import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import { PackagesRepository } from './packages.repository';
import { packagesRoutes } from './packages.routes';
import { PackagesService, type PlanLimits } from './packages.service';

/** Plans and their limits; every user has one (the default plan until an admin assigns another). */
export async function createPackagesFeature(ctx: AppContext, deps: { activity: ActivityService }) {
  const repository = new PackagesRepository(ctx.db);
  await repository.ensureDefault();
  const packages = new PackagesService(transactor(ctx.db), {
    activity: deps.activity,
    packages: repository,
  });
  const limits: PlanLimits = packages;
  return { service: packages, limits, routes: packagesRoutes(packages) };
}
