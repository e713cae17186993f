import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  paginate,
  type Account,
  type CreateAccount,
  type ListAccountsQuery,
  type PublicAccount,
  type updateAccountBody,
} from '@pulso/domain';
import type { Actor, AuthUser } from '../../lib/actor';
import { canManageAccount } from './accounts.policy';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ActivityService, UserChangeRecorder } from '../activity-logs';
import type { Sealer } from '../../lib/sealer';
import { inTransaction } from '../../db/repository';
import type { ExchangesRepository } from '../exchanges';
import type { PackagesService } from '../packages';
import type { AccountsRepository, AccountView, PublicAccountRow } from './accounts.repository';
import { filterAndSort, NO_METRICS, type AccountMetrics } from './accounts.search';

type Credentials = NonNullable<CreateAccount['credentials']>;
type UpdateAccount = z.infer<typeof updateAccountBody>;

/** Range figures of accounts for sorting and filtering by pnl, roi, winRate, trades, volume. */
export type AccountMetricsSource = (
  accountIds: string[],
  query: ListAccountsQuery,
) => Promise<Map<string, AccountMetrics>>;

export const hashWebhookSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

export function toAccount(row: AccountView): Account {
  const fields = new Set(row.credentialFields);
  return {
    id: row.id,
    name: row.name,
    accountType: row.accountType,
    exchangeId: row.exchangeId,
    exchangeCode: row.exchangeCode,
    exchangeName: row.exchangeName,
    mode: row.mode,
    isActive: row.isActive,
    isPublic: row.isPublic,
    publicStats: row.publicStats,
    publicTrades: row.publicTrades,
    isTestAccount: row.isTestAccount,
    isEmitter: row.isEmitter,
    isReceiver: row.isReceiver,
    accountListId: row.accountListId,
    webhookIpAllowlist: row.webhookIpAllowlist,
    credentials: {
      apiKey: fields.has('apiKey'),
      secret: fields.has('secret'),
      passphrase: fields.has('passphrase'),
    },
    createdAt: row.createdAt.toISOString(),
  };
}

const toPublic = (row: PublicAccountRow): PublicAccount => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', 'Cuenta no encontrada');

/** Where TradingView (or any sender) posts this account's alerts. */
export interface WebhookInfo {
  url: string;
  secret: string;
}

export class AccountsService {
  private readonly accounts: AccountsRepository;
  private readonly exchanges: ExchangesRepository;
  private readonly packages: PackagesService;
  private readonly record: UserChangeRecorder;

  private readonly sealer: Sealer;
  /** Figures for the sort keys pnl, roi, winRate, trades, volume (from the analytics). */
  private readonly metrics: AccountMetricsSource;

  constructor(
    private readonly ctx: AppContext,
    deps: {
      activity: ActivityService;
      sealer: Sealer;
      accounts: AccountsRepository;
      exchanges: ExchangesRepository;
      packages: PackagesService;
      metrics: AccountMetricsSource;
    },
  ) {
    this.record = deps.activity.userChanges('account');
    this.sealer = deps.sealer;
    this.accounts = deps.accounts;
    this.exchanges = deps.exchanges;
    this.packages = deps.packages;
    this.metrics = deps.metrics;
  }

  async create(
    user: AuthUser,
    body: CreateAccount,
    actor: Actor,
  ): Promise<{ account: Account; webhook: WebhookInfo }> {
    const exchange = await this.exchanges.findById(body.exchangeId);
    if (!exchange || !exchange.isActive)
      throw invalid('exchangeId', 'El exchange no existe o no está activo');
    if (!exchange.accountTypes.includes(body.accountType)) {
      throw invalid('accountType', `${exchange.name} no admite cuentas ${body.accountType}`);
    }
    const secret = newWebhookSecret();
    const id = await inTransaction(this.ctx.db, async (tx) => {
      await this.packages.assertWithinLimit(
        user.id,
        'maxAccounts',
        await this.accounts.countForOwner(user.id, tx),
        tx,
      );
      const { credentials, ...fields } = body;
      const id = await this.accounts.insert(
        {
          ...fields,
          ownerId: user.id,
          ...this.sealCredentials(credentials),
          webhookSecretHash: hashWebhookSecret(secret),
          webhookSecretSealed: this.sealer.seal(secret),
        },
        tx,
      );
      await this.record('account.create', id, { name: body.name }, actor, tx);
      return id;
    });
    return {
      account: toAccount((await this.accounts.findById(id))!),
      webhook: this.webhook(id, secret),
    };
  }

  async get(user: AuthUser, id: string): Promise<Account> {
    return toAccount(await this.owned(user, id));
  }

  async list(user: AuthUser, query: ListAccountsQuery, listAccountIds?: string[]) {
    let all = await this.accounts.listForOwner(user.id);
    if (listAccountIds) {
      const inList = new Set(listAccountIds);
      all = all.filter((a) => inList.has(a.id));
    }
    const needsMetrics =
      query.roiMin !== undefined ||
      query.roiMax !== undefined ||
      !['name', 'createdAt'].includes(query.sortBy);
    const figures = needsMetrics
      ? await this.metrics(
          all.map((a) => a.id),
          query,
        )
      : new Map<string, AccountMetrics>();
    const sorted = filterAndSort(all, query, (id) => figures.get(id) ?? NO_METRICS);
    const start = (query.page - 1) * query.limit;
    return {
      data: sorted.slice(start, start + query.limit).map(toAccount),
      pagination: paginate(sorted.length, query.page, query.limit),
    };
  }

  async update(user: AuthUser, id: string, changes: UpdateAccount, actor: Actor): Promise<Account> {
    await this.owned(user, id);
    const { credentials, ...fields } = changes;
    await inTransaction(this.ctx.db, async (tx) => {
      await this.accounts.update(
        id,
        {
          ...fields,
          ...(credentials === null ? { credentials: null, credentialFields: [] } : {}),
          ...(credentials ? this.sealCredentials(credentials) : {}),
        },
        tx,
      );
      // Record what changed, never the credentials themselves.
      const details = {
        ...fields,
        ...(credentials !== undefined ? { credentials: credentials ? 'replaced' : 'cleared' } : {}),
      };
      await this.record('account.update', id, details, actor, tx);
    });
    return this.get(user, id);
  }

  async delete(user: AuthUser, id: string, actor: Actor): Promise<void> {
    const account = await this.owned(user, id);
    await inTransaction(this.ctx.db, async (tx) => {
      await this.accounts.softDelete(id, tx);
      await this.record('account.delete', id, { name: account.name }, actor, tx);
    });
  }

  async rotateWebhookSecret(user: AuthUser, id: string, actor: Actor): Promise<WebhookInfo> {
    await this.owned(user, id);
    const secret = newWebhookSecret();
    await inTransaction(this.ctx.db, async (tx) => {
      await this.accounts.update(
        id,
        {
          webhookSecretHash: hashWebhookSecret(secret),
          webhookSecretSealed: this.sealer.seal(secret),
        },
        tx,
      );
      await this.record('account.webhook_secret_rotate', id, {}, actor, tx);
    });
    return this.webhook(id, secret);
  }

  async publicList(page: number, limit: number, accountType?: string) {
    const { rows, total } = await this.accounts.publicPage(page, limit, accountType);
    return { data: rows.map(toPublic), pagination: paginate(total, page, limit) };
  }

  async publicDetail(id: string): Promise<PublicAccount> {
    const row = await this.accounts.findPublic(id);
    if (!row) throw notFound();
    return toPublic(row);
  }

  /** The account when the caller owns it (or is an admin); otherwise it does not exist for them. */
  async owned(user: AuthUser, id: string): Promise<AccountView> {
    const row = await this.accounts.findById(id);
    if (!row || !canManageAccount(user, row)) throw notFound();
    return row;
  }

  private sealCredentials(credentials: Credentials | undefined) {
    const set = Object.entries(credentials ?? {}).filter(([, v]) => v);
    if (set.length === 0) return { credentials: null, credentialFields: [] };
    return {
      credentials: this.sealer.seal(JSON.stringify(Object.fromEntries(set))),
      credentialFields: set.map(([k]) => k),
    };
  }

  private webhook(id: string, secret: string): WebhookInfo {
    return { url: `${this.ctx.config.publicUrl}/api/trade-receiver/${id}`, secret };
  }
}

function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function invalid(field: string, message: string) {
  return new AppError('VALIDATION', message, [{ path: ['body', field], message }]);
}
