import {
  AppError,
  APPROVAL_LIMITS,
  Decimal,
  isExchangeCode,
  isSupportedSymbol,
  PENDING_ORDER_DECIDED,
  PENDING_ORDER_EXPIRED,
  PENDING_ORDER_NOT_FOUND,
  UUID_PATTERN,
  type PendingOrder,
  type PendingOrderList,
  type StoredSignalPayload,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { Actor, AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { PriceService } from '../market-data';
import type { EnqueueInput, EnqueueResult } from '../signals';
import {
  pendingOrderView,
  type ApprovalsRepository,
  type PendingOrderRow,
} from './approvals.repository';

export interface ApprovalsDeps {
  transact: Transact;
  repository: ApprovalsRepository;
  accounts: Pick<AccountDirectory, 'owned'>;
  activity: Pick<ActivityService, 'record'>;
  enqueue: (input: EnqueueInput, tx: Db) => Promise<EnqueueResult>;
  prices: Pick<PriceService, 'latest'>;
}

const notFound = () => new AppError('NOT_FOUND', PENDING_ORDER_NOT_FOUND);

/**
 * The approval queue's decisions (issue 37), by the account's owner or an admin. Approving sends
 * the held order again as a new signal — at the market's latest price and now, with the quantity
 * the owner gave or the one held — marked approved so the account does not hold it again; the
 * decision is claimed by a conditional update, so two approvals (or one after the expiry) send
 * one order at most. Each decision is in the activity log.
 */
export class ApprovalsService {
  constructor(private readonly deps: ApprovalsDeps) {}

  async list(user: AuthUser, accountId: string): Promise<PendingOrderList> {
    await this.deps.accounts.owned(user, accountId);
    const rows = await this.deps.repository.ofAccount(accountId, APPROVAL_LIMITS.listed);
    const now = Date.now();
    return { data: rows.map((row) => pendingOrderView(row, now)) };
  }

  /** The user's own orders still waiting, across their accounts (a linked chat lists them). */
  async waitingFor(user: AuthUser): Promise<(PendingOrder & { accountName: string })[]> {
    const rows = await this.deps.repository.pendingOfOwner(user.id, APPROVAL_LIMITS.listed);
    const now = Date.now();
    return rows.map((row) => ({ ...pendingOrderView(row, now), accountName: row.accountName }));
  }

  async approve(
    user: AuthUser,
    id: string,
    body: { contracts?: string | undefined },
    actor: Actor,
  ): Promise<PendingOrder> {
    const { row: held, exchangeCode } = await this.owned(user, id);
    const close = await this.marketPrice(exchangeCode, held.payload.symbol);
    return this.deps.transact(async (tx) => {
      const row = await this.claim(id, 'approved', user, tx);
      const payload: StoredSignalPayload = {
        ...row.payload,
        time: Date.now(),
        close: close ?? row.payload.close,
        order_id: `${row.payload.order_id}:aprobada`,
        approvedBy: row.id,
        ...(body.contracts ? { contracts: body.contracts } : {}),
      };
      const sent = await this.deps.enqueue(
        {
          accountId: row.accountId,
          source: row.source,
          payload,
          logMetadata: { pendingOrder: row.id },
        },
        tx,
      );
      await this.deps.repository.setApprovedSignal(row.id, sent.signalId, tx);
      await this.record(row, 'pending_order.approved', actor, tx, {
        contracts: payload.contracts,
        close: payload.close,
        signalId: sent.signalId,
      });
      return pendingOrderView({ ...row, approvedSignalId: sent.signalId });
    });
  }

  async reject(user: AuthUser, id: string, actor: Actor): Promise<PendingOrder> {
    await this.owned(user, id);
    return this.deps.transact(async (tx) => {
      const row = await this.claim(id, 'rejected', user, tx);
      await this.record(row, 'pending_order.rejected', actor, tx, {});
      return pendingOrderView(row);
    });
  }

  /**
   * The pending order and its account's exchange, when the user may decide it: 404 for anyone
   * else's, as for none.
   */
  private async owned(
    user: AuthUser,
    id: string,
  ): Promise<{ row: PendingOrderRow; exchangeCode: string }> {
    if (!UUID_PATTERN.test(id)) throw notFound();
    const row = await this.deps.repository.find(id);
    if (!row) throw notFound();
    const account = await this.deps.accounts.owned(user, row.accountId).catch(() => {
      throw notFound();
    });
    return { row, exchangeCode: account.exchangeCode };
  }

  /** The decision, or why it cannot be taken now: decided already, or expired. */
  private async claim(
    id: string,
    state: 'approved' | 'rejected',
    user: AuthUser,
    tx: Db,
  ): Promise<PendingOrderRow> {
    const row = await this.deps.repository.decide(id, state, user.id, tx);
    if (row) return row;
    const now = await this.deps.repository.find(id, tx);
    throw new AppError(
      'CONFLICT',
      now?.state === 'pending' ? PENDING_ORDER_EXPIRED : PENDING_ORDER_DECIDED,
    );
  }

  /** The market's latest close on the account's exchange, when it has one. */
  private async marketPrice(exchange: string, symbol: string): Promise<string | undefined> {
    if (!isExchangeCode(exchange) || !isSupportedSymbol(symbol)) return undefined;
    const latest = await this.deps.prices.latest(exchange, symbol);
    return latest ? new Decimal(latest.price).toString() : undefined;
  }

  private record(
    row: PendingOrderRow,
    action: string,
    actor: Actor,
    tx: Db,
    details: Record<string, unknown>,
  ) {
    return this.deps.activity.record(
      {
        scope: 'user',
        action,
        entityType: 'pending_order',
        entityId: row.id,
        details: { accountId: row.accountId, symbol: row.payload.symbol, ...details },
        actor,
      },
      tx,
    );
  }
}
