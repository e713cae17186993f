import type { CopyLedger, CopyLedgerRow } from '@pulso/domain/schemas';

let counter = 0;
/** A copied buy of BTCUSDT from the emitter "Líder", as the server sends it. */
export function aCopyLedgerRow(overrides: Partial<CopyLedgerRow> = {}): CopyLedgerRow {
  counter += 1;
  const id = counter.toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-b000-${id}`,
    copyTradeId: '00000000-0000-4000-8000-00000000c001',
    emitterAccountId: '00000000-0000-4000-8000-0000000000ee',
    emitterName: 'Líder',
    receiverAccountId: '00000000-0000-4000-8000-0000000000aa',
    leaderSignalId: `leader-signal-${counter}`,
    signalId: `signal-${counter}`,
    symbol: 'BTCUSDT',
    side: 'buy',
    outcome: 'copied',
    rule: null,
    message: 'Copiada: 0,5 BTCUSDT',
    figures: { leaderQuantity: '0.5', leaderPrice: '60000', quantity: '0.5' },
    createdAt: '2026-11-27T10:30:00.000Z',
    ...overrides,
  };
}

/** One page of the ledger with its counts (by default, counted from the rows). */
export function aCopyLedger(
  items: CopyLedgerRow[],
  overrides: Partial<Omit<CopyLedger, 'items'>> = {},
): CopyLedger {
  const counts = { copied: 0, scaled: 0, skipped: 0, failed: 0 };
  for (const row of items) counts[row.outcome] += 1;
  return {
    items,
    counts,
    pagination: { page: 1, totalPages: 1, total: items.length, limit: 25 },
    ...overrides,
  };
}
