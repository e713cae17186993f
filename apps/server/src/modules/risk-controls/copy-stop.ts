import {
  copyStop,
  Decimal,
  nameTag,
  type CopyStopAction,
  type CopyTrade,
  type ResolvedRange,
} from '@pulso/domain';
import type { Db } from '../../db/client';
import type { Transact } from '../../db/repository';
import type { ActivityService } from '../activity-logs';
import type { CopyStopRepository, GuardedLink } from './copy-stop.repository';
import { flattenPositions, type FlattenDeps, type TellOwner } from './flatten';

/** One account's PnL in US$ over a range, unrealized included (the analytics' figure). */
export type PnlOfAccounts = (
  accountIds: readonly string[],
  range: ResolvedRange,
) => Promise<Map<string, { pnl: number }>>;

export interface CopyStopDeps extends FlattenDeps {
  transact: Transact;
  db: Db;
  repository: CopyStopRepository;
  pnl: PnlOfAccounts;
  activity: Pick<ActivityService, 'record'>;
  /** Tells the owner what the rule did. */
  tell: TellOwner<'copy.stopped'>;
  /** What a paper account starts with in each stable coin: its capital. */
  capital: string;
}

/**
 * The stop-copy rule (issue 37), looked at about once a minute. A follower's equity is its paper
 * capital plus its PnL (realized and unrealized, US$, the analytics' figure); its high-water mark
 * rises with it from when the rule was set or the link resumed. Once the equity is the rule's %
 * below the mark, the link is stopped — claimed by the update that deactivates it, so two
 * instances stop it once — and, by its action, the positions it copied are closed at the market
 * (one flat signal each, through the pipeline and its receiver log) and the link deleted. The owner
 * is told, and the activity log says who did it: the system.
 */
export class CopyStopWatch {
  constructor(private readonly deps: CopyStopDeps) {}

  /** Looks at every guarded link at `now`; answers the links it stopped. */
  async run(now = Date.now()): Promise<number> {
    const links = await this.deps.repository.guardedLinks();
    if (links.length === 0) return 0;
    const receivers = [...new Set(links.map((l) => l.receiverAccountId))];
    const pnl = await this.deps.pnl(receivers, { startMs: 0, endMs: now });
    let stopped = 0;
    for (const link of links) {
      try {
        const equity = new Decimal(this.deps.capital).plus(
          pnl.get(link.receiverAccountId)?.pnl ?? 0,
        );
        if (await this.check(link, equity, now)) stopped++;
      } catch (err) {
        // One link failing (an unpriced coin, a broken history) skips it, not the rest.
        this.deps.log.warn({ err, copyTradeId: link.id }, 'copy stop: not checked');
      }
    }
    return stopped;
  }

  private async check(link: GuardedLink, equity: Decimal, now: number): Promise<boolean> {
    const limit = link.settings.stopDrawdownPct!;
    const state = copyStop(limit, equity.toDecimalPlaces(8), link.stopHighWater ?? undefined);
    if (!state.reached) {
      if (link.stopHighWater === null || state.highWater.gt(link.stopHighWater))
        await this.deps.repository.raiseHighWater(link.id, state.highWater.toString());
      return false;
    }
    const action: CopyStopAction = link.settings.stopAction ?? 'pause';
    return this.deps.transact(async (tx) => {
      const stopped: NonNullable<CopyTrade['stopped']> = {
        at: new Date(now).toISOString(),
        action,
        drawdownPct: state.drawdownPct.toString(),
        equity: equity.toDecimalPlaces(2).toString(),
        highWater: state.highWater.toDecimalPlaces(2).toString(),
        closed: [],
      };
      if (!(await this.deps.repository.claim(link.id, tx))) return false;
      if (action !== 'pause') stopped.closed = await this.closeCopied(link, now, tx);
      await this.deps.repository.settle(link.id, stopped, action === 'unfollow', tx);
      await this.deps.activity.record(
        {
          scope: 'user',
          action: 'copy_trade.stopped',
          entityType: 'copy_trade',
          entityId: link.id,
          details: { ...stopped, limitPct: limit, receiver: link.receiverName },
        },
        tx,
      );
      await this.deps.tell(
        link.ownerId,
        'copy.stopped',
        {
          accountId: link.receiverAccountId,
          emitterName: link.emitterName,
          action,
          drawdownPct: stopped.drawdownPct,
          limitPct: limit,
        },
        tx,
      );
      return true;
    });
  }

  /** A flat signal for each position the link copied that is still open; answers their symbols. */
  private async closeCopied(link: GuardedLink, now: number, tx: Db): Promise<string[]> {
    const symbols = await this.deps.repository.copiedSymbols(link.id, tx);
    const target = {
      accountId: link.receiverAccountId,
      exchangeCode: link.receiverExchangeCode,
      symbols,
      now,
      rule: 'copy_stop',
      source: 'copy' as const,
      orderIdPrefix: `copy-stop:${link.id}`,
      tags: [nameTag('copia', link.emitterName)],
      logMetadata: { copyStop: link.id },
    };
    return flattenPositions(this.deps, target, tx);
  }
}
