import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import { ApiTokensRepository } from './api-tokens.repository';
import { apiTokensRoutes } from './api-tokens.routes';
import { ApiTokensService } from './api-tokens.service';

/** Notes a token's use (at most once a minute); answers the time written, if any. */
export type TouchToken = (token: {
  id: string;
  lastUsedAt: Date | null;
}) => Promise<Date | undefined>;

/** Personal API tokens. */
export function createApiTokensFeature(ctx: AppContext, deps: { activity: ActivityService }) {
  const repository = new ApiTokensRepository(ctx.db);
  const apiTokens = new ApiTokensService(transactor(ctx.db), { ...deps, tokens: repository });
  const touch: TouchToken = (token) => repository.touch(token);
  return { service: apiTokens, touch, routes: apiTokensRoutes(apiTokens) };
}
