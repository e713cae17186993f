import type { WorkingOrderView } from '@pulso/domain/schemas';

let counter = 0;
/** An open limit buy of 0.5 BTCUSDT at 60 000, as the server sends it (18-decimal strings). */
export function aWorkingOrder(overrides: Partial<WorkingOrderView> = {}): WorkingOrderView {
  counter += 1;
  return {
    id: `00000000-0000-4000-a000-${counter.toString(16).padStart(12, '0')}`,
    accountId: '00000000-0000-4000-8000-0000000000aa',
    signalId: `signal-${counter}`,
    symbol: 'BTCUSDT',
    side: 'buy',
    kind: 'limit',
    quantity: '0.500000000000000000',
    triggerPrice: '60000.000000000000000000',
    limitPrice: null,
    trail: null,
    group: null,
    breakeven: false,
    status: 'open',
    reason: null,
    createdAt: '2026-11-27T10:30:00.000Z',
    expiresAt: null,
    updatedAt: '2026-11-27T10:30:00.000Z',
    ...overrides,
  };
}
