import {
  AppError,
  Decimal,
  inTradingWindow,
  localDayStart,
  UUID_PATTERN,
  type EntriesPause,
  type LossCooldown,
  type RiskLimits,
  type TradingWindow,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { Actor, AuthUser } from '../../lib/actor';
import type { AccountDirectory } from '../accounts';
import type { ActivityService } from '../activity-logs';
import type { Ledger } from '../ledger';
import type { RiskControlsRepository } from './risk-controls.repository';

/** The limits as the route parsed them (windows sorted and checked). */
export interface RiskLimitsInput {
  dailyLossLimit?: string | undefined;
  tradingWindows?: TradingWindow[] | undefined;
  closeAtWindowEnd?: boolean | undefined;
  approvalMinutes?: number | undefined;
  maxOpenPositions?: number | undefined;
  maxGrossExposure?: string | undefined;
  lossCooldown?: LossCooldown | undefined;
  maxDrawdown?: string | undefined;
  closeAtMaxDrawdown?: boolean | undefined;
}

/**
 * Risk controls (issue 37): an account's daily loss limit and trading windows, and the pause switches — an
 * account's (its owner or an admin), and a user's over all their accounts (the user, or an admin
 * across users). The pipeline reads them at VALIDATION
 * (signals/entries-pause.ts); each change is in the activity log.
 */
export class RiskControlsService {
  constructor(
    private readonly transact: Transact,
    private readonly repository: RiskControlsRepository,
    private readonly accounts: AccountDirectory,
    private readonly activity: ActivityService,
    private readonly ledger: Pick<Ledger, 'realizedBetween' | 'positions'>,
    private readonly db: Db,
  ) {}

  async ofAccount(user: AuthUser, accountId: string): Promise<EntriesPause> {
    await this.accounts.owned(user, accountId);
    return this.repository.ofAccount(accountId);
  }

  async setAccount(
    user: AuthUser,
    accountId: string,
    paused: boolean,
    actor: Actor,
  ): Promise<EntriesPause> {
    await this.accounts.owned(user, accountId);
    await this.transact(async (tx) => {
      await this.repository.setAccount(accountId, paused, tx);
      await this.activity.record(
        {
          scope: 'user',
          action: paused ? 'account.entries_paused' : 'account.entries_resumed',
          entityType: 'account',
          entityId: accountId,
          details: { paused },
          actor,
        },
        tx,
      );
    });
    return this.repository.ofAccount(accountId);
  }

  async limits(user: AuthUser, accountId: string): Promise<RiskLimits> {
    await this.accounts.owned(user, accountId);
    return this.limitsNow(accountId);
  }

  async setLimits(
    user: AuthUser,
    accountId: string,
    body: RiskLimitsInput,
    actor: Actor,
  ): Promise<RiskLimits> {
    await this.accounts.owned(user, accountId);
    await this.transact(async (tx) => {
      const windows = body.tradingWindows ?? [];
      const limits = {
        dailyLossLimit: body.dailyLossLimit ?? null,
        tradingWindows: windows.length > 0 ? windows : null,
        closeAtWindowEnd: windows.length > 0 && (body.closeAtWindowEnd ?? false),
        approvalMinutes: body.approvalMinutes ?? null,
        maxOpenPositions: body.maxOpenPositions ?? null,
        maxGrossExposure: body.maxGrossExposure ?? null,
        lossCooldown: body.lossCooldown ?? null,
        maxDrawdown: body.maxDrawdown ?? null,
        closeAtMaxDrawdown: body.maxDrawdown !== undefined && (body.closeAtMaxDrawdown ?? false),
      };
      await this.repository.setLimits(accountId, limits, Date.now(), tx);
      await this.activity.record(
        {
          scope: 'user',
          action: 'account.risk_limits',
          entityType: 'account',
          entityId: accountId,
          details: limits,
          actor,
        },
        tx,
      );
    });
    return this.limitsNow(accountId);
  }

  /**
   * The limits with what the pipeline and the watches compare them with now: today's realized
   * PnL, the open positions and their USD at entry, the assets in a cooldown, the maximum
   * drawdown's last reading.
   */
  private async limitsNow(accountId: string): Promise<RiskLimits> {
    const stored = await this.repository.limitsOf(accountId);
    const { dailyLossLimit, tradingWindows, timeZone, lossCooldown } = stored;
    const now = Date.now();
    const start = localDayStart(now, timeZone);
    const [realized, positions, cooling, mark] = await Promise.all([
      this.ledger.realizedBetween(this.db, accountId, start, now),
      this.ledger.positions(this.db, [accountId]),
      lossCooldown ? this.repository.coolingDown(accountId, lossCooldown, now) : [],
      stored.maxDrawdown === null ? null : this.repository.drawdownMark(accountId),
    ]);
    const open = positions.get(accountId) ?? [];
    const exposure = open
      .filter((p) => p.priced)
      .reduce(
        (sum, p) => sum.plus(new Decimal(p.position).abs().times(p.averagePrice)),
        new Decimal(0),
      );
    const limit = dailyLossLimit === null ? null : new Decimal(dailyLossLimit).toString();
    return {
      dailyLossLimit: limit,
      timeZone,
      realizedToday: realized,
      reached: limit !== null && new Decimal(realized).negated().gte(limit),
      tradingWindows: tradingWindows ?? [],
      closeAtWindowEnd: stored.closeAtWindowEnd,
      inWindow: inTradingWindow(tradingWindows, now, timeZone),
      approvalMinutes: stored.approvalMinutes,
      maxOpenPositions: stored.maxOpenPositions,
      openPositions: open.length,
      maxGrossExposure:
        stored.maxGrossExposure === null ? null : new Decimal(stored.maxGrossExposure).toString(),
      grossExposure: exposure.toDecimalPlaces(2).toString(),
      lossCooldown,
      coolingDown: cooling.map((c) => ({
        asset: c.asset,
        until: new Date(c.untilMs).toISOString(),
      })),
      maxDrawdown: stored.maxDrawdown === null ? null : new Decimal(stored.maxDrawdown).toString(),
      closeAtMaxDrawdown: stored.closeAtMaxDrawdown,
      drawdown: mark && {
        highWater: new Decimal(mark.highWater).toDecimalPlaces(2).toString(),
        below: new Decimal(mark.below).toDecimalPlaces(2).toString(),
        stoppedAt: mark.stoppedAtMs === null ? null : new Date(mark.stoppedAtMs).toISOString(),
      },
    };
  }

  async ofUser(user: AuthUser): Promise<EntriesPause> {
    return { paused: await this.repository.ofUser(user.id) };
  }

  /** The user's own switch, or (an admin) another user's: 404 for anyone else's. */
  async setUser(
    user: AuthUser,
    userId: string,
    paused: boolean,
    actor: Actor,
  ): Promise<EntriesPause> {
    const notFound = new AppError('NOT_FOUND', 'Usuario no encontrado');
    if (userId !== user.id && !user.isAdmin) throw notFound;
    if (!UUID_PATTERN.test(userId)) throw notFound;
    await this.transact(async (tx) => {
      if (!(await this.repository.setUser(userId, paused, tx))) throw notFound;
      await this.activity.record(
        {
          scope: 'user',
          action: paused ? 'user.entries_paused' : 'user.entries_resumed',
          entityType: 'user',
          entityId: userId,
          details: { paused },
          actor,
        },
        tx,
      );
    });
    return { paused };
  }
}
