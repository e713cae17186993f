/**
 * The receiver-log vocabulary without zod, so web pages can import it without the schema
 * library: the steps of a signal in the order they run (DESIGN §6), and the statuses of a log.
 */
export const RECEIVER_LOG_STEPS = [
  'VALIDATION',
  'CLIENT_CREATION',
  'BALANCE_CHECK',
  'BORROW',
  'ORDER_EXECUTION',
  'REPAY',
  'POST_PROCESSING',
] as const;
export type ReceiverLogStep = (typeof RECEIVER_LOG_STEPS)[number];
export const RECEIVER_LOG_STATUSES = ['pending', 'success', 'failed', 'skipped'] as const;
export type ReceiverLogStatus = (typeof RECEIVER_LOG_STATUSES)[number];
