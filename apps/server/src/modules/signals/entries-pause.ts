import { Decimal, ENTRIES_PAUSED } from '@pulso/domain';
import { StepFailure, type OrderRequest } from './gateways/gateway';
import type { IntentReads } from './intent-steps';
import type { IntentDecision } from './order-intent';
import type { ProcessingAccount } from './signals.repository';

/**
 * The pause switch at VALIDATION (issue 37): while an account or its owner has entries paused,
 * an order may only reduce the account's position. One that opens or adds is refused, naming
 * the rule; one that closes and would flip the position is cut to the close. Answers what it cut,
 * for the step's message.
 */
export async function checkPausedEntries(
  reads: Pick<IntentReads, 'db' | 'ledger'>,
  account: ProcessingAccount,
  order: OrderRequest,
  decision: IntentDecision | undefined,
): Promise<string | undefined> {
  if (!account.entriesPaused || decision?.kind === 'none') return undefined;
  const { position } = await reads.ledger.position(reads.db, account.id, order.base);
  const held = new Decimal(position);
  const reduces = order.side === 'buy' ? held.lt(0) : held.gt(0);
  if (!reduces) {
    throw new StepFailure(ENTRIES_PAUSED, { rule: 'entries_paused', position: held.toString() });
  }
  if (order.quantity.lte(held.abs())) return undefined;
  const asked = order.quantity;
  order.quantity = held.abs();
  return `entradas en pausa: reducida al cierre, ${order.quantity.toString()} en vez de ${asked.toString()}`;
}
