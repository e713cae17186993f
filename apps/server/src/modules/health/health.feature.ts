import type { AppContext } from '../../context';
import { healthRoutes } from './health.routes';

/** GET /api/health, for load balancers. */
export function createHealthFeature(ctx: AppContext) {
  return { routes: healthRoutes(ctx.database) };
}
