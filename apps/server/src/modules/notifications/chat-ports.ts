import { AppError, formatExact, type PendingOrder } from '@pulso/domain';
import type { ApprovalsService, RiskControlsService } from '../risk-controls';
import { actorFor, type AuthUser } from '../../lib/actor';
import type { DeploymentsService } from '../strategy-deployments';
import type { TradeAnalysisService } from '../trade-analysis';
import type { UserDirectory } from '../users';
import type { RiskOf } from './risk-watch';
import type { ChatApprovals, ChatDeployments, ChatEntries } from './telegram-choices';
import type { PnlOf, PositionsOf } from './telegram.service';

/**
 * What a linked Telegram chat may ask of other features, on its user's behalf and within that
 * user's own rights: the analytics of their own accounts, pausing or resuming their own
 * deployments, deciding the orders waiting for their approval and their own entries' switch,
 * each through its feature's service (as the user, never as an admin).
 */
export function chatPorts(features: {
  analysis: TradeAnalysisService;
  deployments: DeploymentsService;
  /** Built after the notifications (they tell through them): asked for when a chat needs them. */
  approvals: () => ApprovalsService;
  riskControls: () => RiskControlsService;
  users: UserDirectory;
}): {
  pnl: PnlOf;
  positions: PositionsOf;
  deployments: ChatDeployments;
  approvals: ChatApprovals;
  entries: ChatEntries;
} {
  const asUser = async (userId: string): Promise<AuthUser> => {
    const user = await features.users.byId(userId);
    if (!user?.isActive) throw new AppError('FORBIDDEN', 'Usuario desactivado');
    return {
      id: user.id,
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      roleId: user.roleId,
      roleName: user.roleName,
      // A chat acts on its user's own things only, even an admin's chat.
      isAdmin: false,
      via: { kind: 'session' },
    };
  };
  return {
    pnl: async (userId, span) => {
      const ids = await features.analysis.ownAccountIds(userId);
      if (ids.length === 0) return { totalPnL: 0, accounts: 0 };
      const result = await features.analysis.analyze(ids, {
        timeframe: 'custom',
        customDateRange: {
          startDate: new Date(span.startMs).toISOString(),
          endDate: new Date(span.endMs).toISOString(),
        },
        grouping: '1d',
      });
      return { totalPnL: Number(result.pnlData.totalPnL), accounts: ids.length };
    },
    positions: async (userId) => {
      const ids = await features.analysis.ownAccountIds(userId);
      if (ids.length === 0) return { accounts: 0, positions: [] };
      const result = await features.analysis.analyze(ids, {
        timeframe: 'all_time',
        grouping: '1w',
      });
      return {
        accounts: ids.length,
        positions: result.assetAllocation
          .filter((a) => Number(a.netPosition) !== 0)
          .map((a) => ({
            asset: a.asset,
            quantity: Number(a.netPosition),
            value: Number(a.currentValue),
            unrealizedPnl: Number(a.unrealizedPnl),
          })),
      };
    },
    deployments: {
      list: async (userId, paused) => {
        const user = await asUser(userId);
        const { data } = await features.deployments.list(user, {
          page: 1,
          limit: 20,
          isPaused: paused,
        });
        return data.map((d) => ({ id: d.id, label: `${d.strategyName} en ${d.accountName}` }));
      },
      setPaused: async (userId, id, paused) => {
        const user = await asUser(userId);
        await features.deployments.update(user, id, { isPaused: paused }, actorFor(user));
      },
    },
    approvals: {
      list: async (userId) => {
        const waiting = await features.approvals().waitingFor(await asUser(userId));
        return waiting.map((o) => ({ id: o.id, label: pendingOrderLabel(o) }));
      },
      decide: async (userId, id, approve) => {
        const user = await asUser(userId);
        const approvals = features.approvals();
        if (approve) await approvals.approve(user, id, {}, actorFor(user));
        else await approvals.reject(user, id, actorFor(user));
      },
    },
    entries: {
      paused: async (userId) => (await features.riskControls().ofUser(await asUser(userId))).paused,
      setPaused: async (userId, paused) => {
        const user = await asUser(userId);
        await features.riskControls().setUser(user, user.id, paused, actorFor(user));
      },
    },
  };
}

/** "Compra de 0,1 BTCUSDT en Principal (caduca en 25 min)": a pending order as a chat lists it. */
function pendingOrderLabel(o: PendingOrder & { accountName: string }): string {
  const side = o.side === 'sell' ? 'Venta' : 'Compra';
  const minutes = Math.max(1, Math.ceil((Date.parse(o.expiresAt) - Date.now()) / 60_000));
  return `${side} de ${formatExact(o.contracts)} ${o.symbol} en ${o.accountName} (caduca en ${minutes} min)`;
}

/**
 * An account's risk figures for the thresholds its owner set: the day's PnL, and the fall of its
 * total PnL (unrealized included) below the best of its cumulative PnL, new highs included.
 */
export function riskPort(analysis: TradeAnalysisService): RiskOf {
  return async (accountId, { dayStartMs, nowMs }) => {
    // A day's span is shorter than the analytics routes' shortest range: asked of its figures.
    const day = await analysis.metrics([accountId], { startMs: dayStartMs, endMs: nowMs });
    const all = await analysis.analyze([accountId], { timeframe: 'all_time', grouping: '1d' });
    const total = Number(all.pnlData.totalPnL);
    const peak = all.timeSeriesData.reduce(
      (best, point) => Math.max(best, Number(point.cumulativePnl)),
      Math.max(0, total),
    );
    return { dayPnl: day.get(accountId)?.pnl ?? 0, drawdown: peak - total };
  };
}
