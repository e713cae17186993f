/**
 * Issue 36: an order a strategy returns may carry the extended alert's fields (api/alert-intent),
 * named and checked as the webhook's: its `price` is the alert's `close` and its `quantity` the
 * alert's `contracts`. The reader is handed to the core's `validateStrategyResult` (which has no
 * zod), so the sandbox validates a strategy's orders with the webhook's rules.
 */
import { z } from 'zod';
import {
  validateStrategyResult,
  type ResultValidation,
  type ResultValidationOptions,
  type StrategyIntentRead,
} from '../strategies/validation';
import type { STRATEGY_INTENT_FIELDS } from '../strategies/validation';
import { alertIntentFields, checkAlertIntent, toOrderIntent } from './alert-intent';
import { positiveDecimal } from './signal-numbers';

// The core's list of field names and the webhook's fields are the same set (a type error if not).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameFields: Same<(typeof STRATEGY_INTENT_FIELDS)[number], keyof typeof alertIntentFields> =
  true;
void sameFields;

const strategyOrder = z
  .object({
    action: z.enum(['buy', 'sell']),
    close: positiveDecimal,
    contracts: positiveDecimal.optional(),
    ...alertIntentFields,
  })
  .superRefine(checkAlertIntent);

/** The intent of one returned order; a refusal names the first failing field and its message. */
export function readStrategyIntent(order: Record<string, unknown>): StrategyIntentRead {
  const parsed = strategyOrder.safeParse(order);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, field: String(issue.path[0] ?? 'order'), message: issue.message };
  }
  const { contracts, size } = parsed.data;
  const intent = toOrderIntent(parsed.data);
  // As the webhook stores it: the quantity, else the size, else 0 (a closing order).
  return { ok: true, contracts: contracts ?? size ?? '0', ...(intent ? { intent } : {}) };
}

/** `validateStrategyResult` with the intent fields read (what the sandbox validates with). */
export function validateStrategyOrders(
  result: unknown,
  options: Omit<ResultValidationOptions, 'readIntent'>,
): ResultValidation {
  return validateStrategyResult(result, { ...options, readIntent: readStrategyIntent });
}
