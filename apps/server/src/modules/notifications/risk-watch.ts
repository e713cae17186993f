import { ACCOUNT_NOTIFICATION_LIMITS, localClock, localDayStart } from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import type { AccountSettingsRepository, WatchedAccount } from './account-settings.repository';
import type { PreferencesRepository } from './preferences.repository';

/**
 * An account's risk figures now, in USD: the PnL since `dayStartMs` (unrealized included) and how
 * far its total PnL is below its best cumulative PnL (0 at a new high).
 */
export type RiskOf = (
  accountId: string,
  span: { dayStartMs: number; nowMs: number },
) => Promise<{ dayPnl: number; drawdown: number }>;

/**
 * The thresholds users set per account, looked at about once a minute: a day's loss that reaches
 * its threshold is told once that local day; a drawdown once until it recovers below half its
 * threshold. Each telling is claimed in the transaction that writes it to the outbox, so two
 * instances tell it once.
 */
export class RiskWatch {
  constructor(
    private readonly deps: {
      db: Db;
      settings: AccountSettingsRepository;
      preferences: PreferencesRepository;
      risk: RiskOf;
      log: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {}

  /** Writes the crossings found at `now` to the outbox; answers how many. */
  async run(now = Date.now()): Promise<number> {
    let told = 0;
    for (const account of await this.deps.settings.watched()) {
      try {
        told += await this.check(account, now);
      } catch (err) {
        // One account's figures failing (an unpriced coin, a broken history) skips it, not the rest.
        this.deps.log.warn({ err, accountId: account.accountId }, 'risk watch: no figures');
      }
    }
    return told;
  }

  private async check(account: WatchedAccount, now: number): Promise<number> {
    const { settings, preferences, db } = this.deps;
    const { day } = localClock(now, account.timeZone);
    const wantsDay = account.dailyLoss !== null && account.dailyLossToldFor !== day;
    if (!wantsDay && account.drawdown === null) return 0;
    const { dayPnl, drawdown } = await this.deps.risk(account.accountId, {
      dayStartMs: localDayStart(now, account.timeZone),
      nowMs: now,
    });
    let told = 0;
    const base = { accountId: account.accountId };
    if (wantsDay && -dayPnl >= Number(account.dailyLoss)) {
      await inTransaction(db, async (tx) => {
        if (!(await settings.claimDailyLoss(account.accountId, day, tx))) return;
        const data = { ...base, day, loss: String(-dayPnl), threshold: account.dailyLoss };
        await preferences.tell(account.ownerId, 'risk.daily_loss', data, tx);
        told++;
      });
    }
    if (account.drawdown !== null) {
      const threshold = Number(account.drawdown);
      if (!account.drawdownTold && drawdown >= threshold) {
        await inTransaction(db, async (tx) => {
          if (!(await settings.markDrawdown(account.accountId, true, tx))) return;
          const data = { ...base, drawdown: String(drawdown), threshold: account.drawdown };
          await preferences.tell(account.ownerId, 'risk.drawdown', data, tx);
          told++;
        });
      } else if (
        account.drawdownTold &&
        drawdown < threshold * ACCOUNT_NOTIFICATION_LIMITS.drawdownRearm
      ) {
        await inTransaction(db, (tx) => settings.markDrawdown(account.accountId, false, tx));
      }
    }
    return told;
  }
}
