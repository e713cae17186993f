import type { AppContext } from '../../context';
import { transactor } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import { ApiTokensRepository } from './api-tokens.repository';
import { apiTokensRoutes } from './api-tokens.routes';
import { ApiTokensService } from './api-tokens.service';

/** What the authenticator asks of the tokens beside who holds one. */
export interface ApiTokenDirectory {
  /** Notes a token's use (at most once a minute); answers the time written, if any. */
  touch(token: { id: string; lastUsedAt: Date | null }): Promise<Date | undefined>;
  /** Whether the user's token is still unrevoked (a stream opened with it re-checks). */
  isLive(tokenId: string, userId: string): Promise<boolean>;
}

/** Personal API tokens. */
export function createApiTokensFeature(ctx: AppContext, deps: { activity: ActivityService }) {
  const repository = new ApiTokensRepository(ctx.db);
  const apiTokens = new ApiTokensService(transactor(ctx.db), { ...deps, tokens: repository });
  const directory: ApiTokenDirectory = {
    touch: (token) => repository.touch(token),
    isLive: async (tokenId, userId) =>
      (await repository.findForUser(tokenId, userId)) !== undefined,
  };
  return { service: apiTokens, directory, routes: apiTokensRoutes(apiTokens) };
}
