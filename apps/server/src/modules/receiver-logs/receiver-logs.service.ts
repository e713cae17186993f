import {
  AppError,
  paginate,
  redactSecrets,
  type ListReceiverLogsQuery,
  type ReceiverLog,
  type ReceiverLogChildren,
  type ReceiverLogDetail,
  type ReceiverLogStatistics,
} from '@pulso/domain';
import type { ReceiverLogsRepository } from './receiver-logs.repository';
import { type ReceiverLogRange, type ReceiverLogRow } from './receiver-logs.repository';

export function toReceiverLog(row: ReceiverLogRow): ReceiverLog {
  return {
    id: row.id,
    parentId: row.parentId,
    accountId: row.accountId,
    accountName: row.accountName,
    signalId: row.signalId,
    action: row.action,
    status: row.status,
    message: row.message,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'Registro no encontrado');

/** Receiver logs for admins (spec §6): read only; the pipeline writes them. */
export class ReceiverLogsService {
  private readonly logs: ReceiverLogsRepository;

  constructor(logs: ReceiverLogsRepository) {
    this.logs = logs;
  }

  async list(query: ListReceiverLogsQuery) {
    const { page, limit, accountId, status, action, startDate, endDate } = query;
    const { rows, total } = await this.logs.parents(
      { accountId, status, action, from: startDate, to: endDate },
      page,
      limit,
    );
    return {
      data: rows.map((r) => ({
        ...toReceiverLog(r),
        childCount: r.childCount,
        needsReconciliation: r.needsReconciliation,
      })),
      pagination: paginate(total, page, limit),
    };
  }

  async children(parentId: string): Promise<ReceiverLogChildren> {
    const parent = await this.logs.findById(parentId);
    if (!parent) throw notFound();
    return {
      parent: toReceiverLog(parent),
      data: (await this.logs.children(parentId)).map(toReceiverLog),
    };
  }

  async detail(id: string): Promise<ReceiverLogDetail> {
    const row = await this.logs.findById(id);
    if (!row) throw notFound();
    return {
      ...toReceiverLog(row),
      metadata: redactSecrets(row.metadata ?? {}) as Record<string, unknown>,
    };
  }

  async statistics(range: ReceiverLogRange): Promise<ReceiverLogStatistics> {
    const [byStatus, byAction] = await Promise.all([
      this.logs.statusCounts(range),
      this.logs.actionStatistics(range),
    ]);
    const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
    const success = byStatus.get('success') ?? 0;
    const finished = success + (byStatus.get('failed') ?? 0);
    return {
      total,
      byStatus: Object.fromEntries(byStatus),
      // Of the signals that finished: pending ones have not succeeded or failed yet.
      successRate: finished === 0 ? null : Math.round((success / finished) * 10000) / 100,
      byAction,
    };
  }
}
