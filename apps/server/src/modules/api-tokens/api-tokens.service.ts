import { randomBytes } from 'node:crypto';
import { AppError, type ApiToken } from '@pulso/domain';
import { SYSTEM_ACTOR, type Actor } from '../../lib/actor';
import type { Transact } from '../../db/repository';
import { API_TOKEN_PREFIX, hashApiToken } from './token-format';
import type { ActivityService } from '../activity-logs';
import type { ApiTokensRepository, ApiTokenRow } from './api-tokens.repository';

const toDto = (row: ApiTokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/** Personal API tokens: shown once at creation, kept only as a hash, revocable at once. */
export class ApiTokensService {
  private readonly tokens: ApiTokensRepository;
  private readonly activity: ActivityService;

  constructor(
    private readonly transact: Transact,
    deps: { activity: ActivityService; tokens: ApiTokensRepository },
  ) {
    this.activity = deps.activity;
    this.tokens = deps.tokens;
  }

  async create(
    user: { id: string; email: string },
    name: string,
    actor?: Actor,
  ): Promise<{ token: string; apiToken: ApiToken }> {
    const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    return this.transact(async (tx) => {
      const row = await this.tokens.insert(
        {
          userId: user.id,
          name,
          tokenHash: hashApiToken(token),
          prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
        },
        tx,
      );
      await this.activity.record(
        {
          scope: 'user',
          action: 'api_token.create',
          entityType: 'api_token',
          entityId: row.id,
          details: { name },
          actor: { ...(actor ?? SYSTEM_ACTOR), user: { id: user.id, email: user.email } },
        },
        tx,
      );
      return { token, apiToken: toDto(row) };
    });
  }

  async list(userId: string): Promise<ApiToken[]> {
    return (await this.tokens.listForUser(userId)).map(toDto);
  }

  async revoke(userId: string, id: string, actor: Actor): Promise<void> {
    const row = await this.tokens.findForUser(id, userId);
    if (!row) throw new AppError('NOT_FOUND', 'Token no encontrado');
    await this.transact(async (tx) => {
      await this.tokens.revoke(id, tx);
      await this.activity.record(
        {
          scope: 'user',
          action: 'api_token.revoke',
          entityType: 'api_token',
          entityId: id,
          details: { name: row.name },
          actor,
        },
        tx,
      );
    });
  }
}
