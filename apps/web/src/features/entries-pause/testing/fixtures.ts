import type { EntriesPause, RiskLimits } from '@pulso/domain/schemas';

/** An account's switch as the server sends it: not paused, nor its owner. */
export function anAccountPause(overrides: Partial<EntriesPause> = {}): EntriesPause {
  return { paused: false, ownerPaused: false, ...overrides };
}

/** An account's risk limits as the server sends them: no limit, nothing realized today. */
export function someRiskLimits(overrides: Partial<RiskLimits> = {}): RiskLimits {
  return {
    dailyLossLimit: null,
    timeZone: 'Europe/Madrid',
    realizedToday: '0',
    reached: false,
    tradingWindows: [],
    closeAtWindowEnd: false,
    inWindow: true,
    approvalMinutes: null,
    maxOpenPositions: null,
    openPositions: 0,
    maxGrossExposure: null,
    grossExposure: '0',
    lossCooldown: null,
    coolingDown: [],
    maxDrawdown: null,
    closeAtMaxDrawdown: false,
    drawdown: null,
    ...overrides,
  };
}
