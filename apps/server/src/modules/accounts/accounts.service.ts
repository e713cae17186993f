import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  paginate,
  type Account,
  type CreateAccount,
  type ListAccountsQuery,
  type ListPublicAccountsQuery,
  type PublicAccount,
  type updateAccountBody,
} from '@pulso/domain';
import type { Actor, AuthUser } from '../../lib/actor';
import { canManageAccount } from './accounts.policy';
import type { z } from 'zod';
import type { ActivityService, UserChangeRecorder } from '../activity-logs';
import type { Sealer } from '../../lib/sealer';
import type { UntilChangedCache } from '../../lib/cache';
import type { Transact } from '../../db/repository';
import type { ExchangeDirectory } from '../exchanges';
import type { PlanLimits } from '../packages';
import type {
  AccountsRepository,
  AccountSummary,
  AccountView,
  OwnerAccountsFilter,
  PublicAccountRow,
} from './accounts.repository';
import {
  compileSearch,
  filterAndSort,
  rankPublic,
  searchAccounts,
  SearchBudget,
  NO_METRICS,
  type AccountMetrics,
} from './accounts.search';

type Credentials = NonNullable<CreateAccount['credentials']>;
type UpdateAccount = z.infer<typeof updateAccountBody>;

/** The period of the figures: a timeframe, or a custom startDate/endDate (default 30 days). */
export type MetricsPeriod = Pick<ListAccountsQuery, 'timeframe' | 'startDate' | 'endDate'>;

/** Range figures of accounts for sorting and filtering by pnl, roi, winRate, trades, volume. */
export type AccountMetricsSource = (
  accountIds: string[],
  period: MetricsPeriod,
) => Promise<Map<string, AccountMetrics>>;

/** The same figures for Cuentas Públicas' ranking, shared by visitors for a short while. */
export type PublicMetricsSource = (
  accountIds: string[],
  timeframe: ListPublicAccountsQuery['timeframe'],
) => Promise<Map<string, AccountMetrics>>;

export const hashWebhookSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('hex');

export function toAccount(row: AccountSummary): Account {
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

export interface Page<T> {
  data: T[];
  pagination: ReturnType<typeof paginate>;
}

/** A page kept in a cache and shared by every request: frozen, so it is written once. */
function sharedPage<T>(data: T[], total: number, page: number, limit: number): Page<T> {
  return Object.freeze({ data, pagination: paginate(total, page, limit) });
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

/**
 * The lists' pages as read, until an account, list, exchange or user changes: the default views
 * answer from memory. Figures are not kept there (their sorts read them).
 */
export interface AccountsCaches {
  ownerPages: UntilChangedCache<Page<Account>>;
  publicPages: UntilChangedCache<Page<PublicAccount>>;
  publicRows: UntilChangedCache<PublicRows>;
}

/** Cuentas Públicas' rows of a filter, read in full for the sorts by figures. */
export interface PublicRows {
  rows: PublicAccountRow[];
  total: number;
}

export class AccountsService {
  private readonly accounts: AccountsRepository;
  private readonly exchanges: ExchangeDirectory;
  private readonly packages: PlanLimits;
  private readonly record: UserChangeRecorder;

  private readonly sealer: Sealer;
  /** Figures for the sort keys pnl, roi, winRate, trades, volume (from the analytics). */
  private readonly metrics: AccountMetricsSource;
  private readonly publicMetrics: PublicMetricsSource;
  /**
   * The lists' pages as read, until an account, list, exchange or user changes (ChangeClock):
   * the default views answer from memory. Figures are not kept here (their sorts read them).
   */
  private readonly caches: AccountsCaches;
  private readonly publicUrl: string;
  /** Each user's regex matching per minute on this instance (issue 34 R2). */
  private readonly searchBudget = new SearchBudget();

  constructor(
    private readonly transact: Transact,
    deps: {
      activity: ActivityService;
      sealer: Sealer;
      accounts: AccountsRepository;
      exchanges: ExchangeDirectory;
      packages: PlanLimits;
      metrics: AccountMetricsSource;
      publicMetrics: PublicMetricsSource;
      caches: AccountsCaches;
      /** Where users reach the server (the webhook URL an account shows). */
      publicUrl: string;
    },
  ) {
    this.record = deps.activity.userChanges('account');
    this.caches = deps.caches;
    this.publicUrl = deps.publicUrl;
    this.sealer = deps.sealer;
    this.accounts = deps.accounts;
    this.exchanges = deps.exchanges;
    this.packages = deps.packages;
    this.metrics = deps.metrics;
    this.publicMetrics = deps.publicMetrics;
  }

  async create(
    user: AuthUser,
    body: CreateAccount,
    actor: Actor,
  ): Promise<{ account: Account; webhook: WebhookInfo }> {
    const exchange = await this.exchanges.byId(body.exchangeId);
    if (!exchange || !exchange.isActive)
      throw invalid('exchangeId', 'El exchange no existe o no está activo');
    if (!exchange.accountTypes.includes(body.accountType)) {
      throw invalid('accountType', `${exchange.name} no admite cuentas ${body.accountType}`);
    }
    const secret = newWebhookSecret();
    const id = await this.transact(async (tx) => {
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
    // A pattern over its bounds is refused before anything is read.
    const search = compileSearch(query.search, query.regex);
    const filter: OwnerAccountsFilter = {
      ids: intersect(query.accountIds, listAccountIds),
      isTestAccount: query.isTestAccount,
      types: query.types,
      exchanges: query.exchanges,
      status: query.status,
      role: query.role,
    };
    const needsMetrics =
      query.roiMin !== undefined ||
      query.roiMax !== undefined ||
      !['name', 'createdAt'].includes(query.sortBy);
    const { page, limit } = query;
    if (!needsMetrics && search.kind === 'all' && query.sortBy === 'createdAt') {
      // The default view: SQL filters, orders and pages, and reads only the page.
      const paging = { page, limit, order: query.sortOrder };
      return this.caches.ownerPages.get(JSON.stringify([user.id, filter, paging]), async () => {
        const { rows, total } = await this.accounts.listForOwner(user.id, filter, paging);
        return sharedPage(rows.map(toAccount), total, page, limit);
      });
    }
    const { rows } = await this.accounts.listForOwner(user.id, filter);
    const matched = await searchAccounts(rows, search, (units) =>
      this.searchBudget.charge(user.id, units),
    );
    const figures = needsMetrics
      ? await this.metrics(
          matched.map((a) => a.id),
          query,
        )
      : new Map<string, AccountMetrics>();
    const sorted = filterAndSort(matched, query, (id) => figures.get(id) ?? NO_METRICS);
    const start = (page - 1) * limit;
    return {
      data: sorted.slice(start, start + limit).map(toAccount),
      pagination: paginate(sorted.length, page, limit),
    };
  }

  async update(user: AuthUser, id: string, changes: UpdateAccount, actor: Actor): Promise<Account> {
    await this.owned(user, id);
    const { credentials, ...fields } = changes;
    await this.transact(async (tx) => {
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
    await this.transact(async (tx) => {
      await this.accounts.softDelete(id, tx);
      await this.record('account.delete', id, { name: account.name }, actor, tx);
    });
  }

  async rotateWebhookSecret(user: AuthUser, id: string, actor: Actor): Promise<WebhookInfo> {
    await this.owned(user, id);
    const secret = newWebhookSecret();
    await this.transact(async (tx) => {
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

  /**
   * Cuentas Públicas: by type and exchange, newest first by default (paged in SQL). Sorting by
   * name or by a figure over the period ranks every match first, the figures only of accounts
   * that share their stats.
   */
  async publicList(query: ListPublicAccountsQuery) {
    const { page, limit, sortBy, sortOrder } = query;
    const filter = { accountType: query.accountType, exchange: query.exchange };
    if (sortBy === 'createdAt') {
      const paging = { page, limit, order: sortOrder };
      return this.caches.publicPages.get(JSON.stringify([filter, paging]), async () => {
        const { rows, total } = await this.accounts.publicPage(filter, paging);
        return sharedPage(rows.map(toPublic), total, page, limit);
      });
    }
    const { rows } = await this.caches.publicRows.get(JSON.stringify(filter), () =>
      this.accounts.publicPage(filter),
    );
    const shared = rows.filter((r) => r.publicStats).map((r) => r.id);
    const board = sortBy === 'name' ? new Map() : await this.publicMetrics(shared, query.timeframe);
    // Only accounts that share their stats now rank by them (the board may be older).
    const figures = new Map<string, AccountMetrics>();
    for (const id of shared) if (board.has(id)) figures.set(id, board.get(id)!);
    const ranked = rankPublic(rows, sortBy, sortOrder, figures);
    const start = (page - 1) * limit;
    return {
      data: ranked.slice(start, start + limit).map(toPublic),
      pagination: paginate(ranked.length, page, limit),
    };
  }

  /**
   * Computes Cuentas Públicas' ranking board for a timeframe ahead of its first visitor (at
   * start-up), over every public account that shares its stats.
   */
  async warmPublicBoard(timeframe: ListPublicAccountsQuery['timeframe']): Promise<void> {
    const { rows } = await this.accounts.publicPage({});
    await this.publicMetrics(
      rows.filter((r) => r.publicStats).map((r) => r.id),
      timeframe,
    );
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
    return { url: `${this.publicUrl}/api/trade-receiver/${id}`, secret };
  }
}

/** Both id sets apply (accountIds and the members of accountListId): the accounts in each. */
function intersect(a: string[] | undefined, b: string[] | undefined): string[] | undefined {
  if (!a || !b) return a ?? b;
  const inB = new Set(b);
  return a.filter((id) => inB.has(id));
}

function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

function invalid(field: string, message: string) {
  return new AppError('VALIDATION', message, [{ path: ['body', field], message }]);
}
