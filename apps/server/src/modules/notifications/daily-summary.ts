import { formatUsd, localClock, summaryDue } from '@pulso/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/repository';
import { MAX_LINES } from './notification-messages';
import type { DayOfAccount, PreferencesRepository } from './preferences.repository';
import type { PnlOf } from './telegram.service';

const DAY_MS = 24 * 60 * 60_000;

/** The summary's text: the day's PnL, trades and failures, then each account that did something. */
export function summaryText(pnl: number | null, accounts: readonly DayOfAccount[]): string {
  const trades = accounts.reduce((n, a) => n + a.trades, 0);
  const failures = accounts.reduce((n, a) => n + a.failures, 0);
  const head = [
    `PnL 24 h: ${pnl === null ? 'no disponible' : formatUsd(pnl, { signed: true })}`,
    `${trades} ${trades === 1 ? 'operación' : 'operaciones'}`,
    `${failures} ${failures === 1 ? 'señal fallida' : 'señales fallidas'}`,
  ].join(' · ');
  const active = accounts.filter((a) => a.trades > 0 || a.failures > 0);
  if (active.length === 0) return `${head}\nSin operaciones ni fallos en las últimas 24 h.`;
  const lines = active
    .slice(0, MAX_LINES)
    .map((a) => `• ${a.name}: ${a.trades} operaciones, ${a.failures} fallidas`);
  const more = active.length - lines.length;
  return [head, ...lines, ...(more > 0 ? [`… y ${more} cuentas más`] : [])].join('\n');
}

/**
 * Each user's daily summary at the time they chose, in their time zone: once a local day across
 * instances (the day is claimed in the transaction that writes the summary to the outbox), told
 * through the channels like any event, at each channel's level for it.
 */
export class DailySummaries {
  constructor(
    private readonly deps: {
      db: Db;
      preferences: PreferencesRepository;
      pnl: PnlOf;
      log: Pick<FastifyBaseLogger, 'warn'>;
    },
  ) {}

  /** The summary's text for the user at `now` (what /resumen answers). */
  async textFor(userId: string, now = Date.now()): Promise<string> {
    const pnl = await this.deps
      .pnl(userId, { startMs: now - DAY_MS, endMs: now })
      .then((r) => r.totalPnL)
      .catch(() => null);
    return summaryText(
      pnl,
      await this.deps.preferences.dayOf(userId, new Date(now - DAY_MS), this.deps.db),
    );
  }

  /** Writes the summaries due at `now`; answers how many. */
  async run(now = Date.now()): Promise<number> {
    const { preferences } = this.deps;
    let written = 0;
    for (const row of await preferences.withSummary()) {
      const { day, minute } = localClock(now, row.timeZone);
      if (row.summarySentFor === day || !summaryDue(minute, row.summaryAt)) continue;
      const pnl = await this.deps
        .pnl(row.userId, { startMs: now - DAY_MS, endMs: now })
        .then((r) => r.totalPnL)
        .catch((err: unknown) => {
          this.deps.log.warn({ err, userId: row.userId }, 'daily summary: no PnL');
          return null;
        });
      await inTransaction(this.deps.db, async (tx) => {
        if (!(await preferences.claimSummary(row.userId, day, tx))) return;
        const accounts = await preferences.dayOf(row.userId, new Date(now - DAY_MS), tx);
        await preferences.tell(
          row.userId,
          'daily.summary',
          { day, text: summaryText(pnl, accounts) },
          tx,
        );
        written++;
      });
    }
    return written;
  }
}
