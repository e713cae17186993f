import { useTranslation } from 'react-i18next';
import type { ReceiverLogDetail } from '@pulso/domain/schemas';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useLogDetails, type LogDetailPurpose } from '../api/get-log-details';
import { useFormatDuration, LogStatusBadge, useActionLabel } from './log-status-badge';

/** One log's fields and its full metadata as pretty JSON (secrets already redacted by the server). */
export function LogDetailsDialog({
  id,
  purpose,
  onClose,
}: {
  id: string;
  purpose: LogDetailPurpose;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const actionLabel = useActionLabel();
  const log = useLogDetails(id, purpose);
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={log.data ? actionLabel(log.data.action) : t('receiverLogs.details.title')}
    >
      {log.isPending ? (
        <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-8">
          <Spinner className="size-6 text-emerald-500" />
        </div>
      ) : log.isError ? (
        <p className="text-sm text-rose-600 dark:text-rose-400">{log.error.message}</p>
      ) : (
        <LogDetails data={log.data} />
      )}
    </Dialog>
  );
}

function LogDetails({ data }: { data: ReceiverLogDetail }) {
  const { t } = useTranslation();
  const duration = useFormatDuration();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t('receiverLogs.columns.status')}
          </dt>
          <dd>
            <LogStatusBadge status={data.status} />
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t('receiverLogs.columns.duration')}
          </dt>
          <dd>{duration(data.durationMs)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t('receiverLogs.columns.account')}
          </dt>
          <dd className="truncate">{data.accountName ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500 dark:text-slate-400">
            {t('receiverLogs.columns.when')}
          </dt>
          <dd>{new Date(data.createdAt).toLocaleString()}</dd>
        </div>
      </dl>
      {data.message ? (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-white/5">{data.message}</p>
      ) : null}
      <div>
        <h3 className="mb-1.5 text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">
          {t('receiverLogs.details.metadata')}
        </h3>
        <pre
          aria-label={t('receiverLogs.details.metadata')}
          className="max-h-96 overflow-auto rounded-lg bg-slate-950 p-4 font-mono text-xs leading-relaxed text-emerald-200"
        >
          {JSON.stringify(data.metadata, null, 2)}
        </pre>
      </div>
    </div>
  );
}
