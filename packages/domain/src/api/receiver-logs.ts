import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { RECEIVER_LOG_STATUSES } from '../receiver-log-steps';
import { paginationQuery, queryDate } from './pagination';

export {
  RECEIVER_LOG_STATUSES,
  RECEIVER_LOG_STEPS,
  type ReceiverLogStatus,
  type ReceiverLogStep,
} from '../receiver-log-steps';

export const receiverLogRangeQuery = z.object({
  accountId: z.uuid().optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
});
export const listReceiverLogsQuery = paginationQuery(PAGE_SIZES.default).extend({
  ...receiverLogRangeQuery.shape,
  status: z.enum(RECEIVER_LOG_STATUSES).optional(),
  action: z.string().trim().max(60).optional(),
});
export type ListReceiverLogsQuery = z.infer<typeof listReceiverLogsQuery>;

export const receiverLogSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  signalId: z.string().nullable(),
  action: z.string(),
  status: z.enum(RECEIVER_LOG_STATUSES),
  message: z.string().nullable(),
  durationMs: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReceiverLog = z.infer<typeof receiverLogSchema>;
export const receiverLogParentSchema = receiverLogSchema.extend({
  childCount: z.number().int(),
  /** Its signal's order executed but is not recorded yet (M1). */
  needsReconciliation: z.boolean(),
});
export type ReceiverLogParent = z.infer<typeof receiverLogParentSchema>;
/** One log with its metadata, secrets redacted. */
export const receiverLogDetailSchema = receiverLogSchema.extend({
  metadata: z.record(z.string(), z.unknown()),
});
export type ReceiverLogDetail = z.infer<typeof receiverLogDetailSchema>;
export const receiverLogChildrenSchema = z.object({
  parent: receiverLogSchema,
  data: z.array(receiverLogSchema),
});
export type ReceiverLogChildren = z.infer<typeof receiverLogChildrenSchema>;

export const receiverLogStatisticsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
  /** Success rate of parent logs (signals), 0..100; null when there were none. */
  successRate: z.number().nullable(),
  byAction: z.array(
    z.object({
      action: z.string(),
      total: z.number().int(),
      success: z.number().int(),
      failed: z.number().int(),
      p50Ms: z.number().nullable(),
      p95Ms: z.number().nullable(),
    }),
  ),
});
export type ReceiverLogStatistics = z.infer<typeof receiverLogStatisticsSchema>;

const SECRET_KEY =
  /secret|passw|api[-_]?key|token|signature|passphrase|private[-_]?key|authorization|credential/i;
export const REDACTED = '[REDACTED]';

/** A copy of the value with every secret-looking key's value replaced, at any depth. */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) ? REDACTED : redactSecrets(v, depth + 1),
      ]),
    );
  }
  return value;
}
