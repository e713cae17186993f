import type { AppContext } from '../../context';
import { ActivityRepository } from './activity.repository';
import { activityRoutes } from './activity.routes';
import { ActivityService } from './activity.service';

/** What users and the system did: every feature records through `activity`. */
export function createActivityFeature(ctx: AppContext) {
  const activity = new ActivityService(new ActivityRepository(ctx.db));
  return { service: activity, routes: activityRoutes(activity) };
}
