import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TradeImportBatch } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { useTradeImports, useUndoImport } from '../api/trade-corrections';

/**
 * The account's CSV imports (its owner's view), each with "Deshacer" while its trades are held:
 * a confirmation says what leaves and what is recalculated before anything is deleted.
 */
export function TradeImportsList({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation();
  const imports = useTradeImports(accountId);
  const undo = useUndoImport(accountId);
  const [asking, setAsking] = useState<TradeImportBatch | null>(null);
  const fileOf = (b: TradeImportBatch) => b.fileName ?? t('trades.corrections.noFileName');
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'es-ES', {
      dateStyle: 'short',
      timeStyle: 'short',
    });
  /** A funding export's batch holds funding payments, not trades: it is said so. */
  const ofFunding = (b: TradeImportBatch) => b.remaining === 0 && b.remainingFunding > 0;
  const list = imports.data ?? [];
  if (list.length === 0) return null;

  const confirm = async () => {
    if (!asking) return;
    const done = await undo.mutateAsync(asking.id).catch(() => null);
    setAsking(null);
    if (done) {
      toast.success(
        done.funding
          ? t('trades.corrections.undoneFunding', { count: done.funding })
          : t('trades.corrections.undone', { count: done.removed }),
      );
    }
  };

  return (
    <section aria-labelledby="trade-imports-title" className="space-y-2">
      <h3
        id="trade-imports-title"
        className="text-xs font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400"
      >
        {t('trades.corrections.importsTitle')}
      </h3>
      <ul className="divide-y divide-slate-100 text-sm dark:divide-white/5">
        {list.map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-slate-700 dark:text-slate-200">
              {t(
                ofFunding(b)
                  ? 'trades.corrections.importRowFunding'
                  : 'trades.corrections.importRow',
                {
                  file: fileOf(b),
                  date: date(b.createdAt),
                  count: ofFunding(b) ? b.remainingFunding : b.remaining,
                },
              )}
              <span className="ml-2 text-xs text-slate-500 dark:text-slate-400">
                {t(`trades.corrections.status.${b.status}`)}
              </span>
            </span>
            {b.status === 'done' && (b.remaining > 0 || b.remainingFunding > 0) ? (
              <Button variant="secondary" size="sm" onClick={() => setAsking(b)}>
                {t('trades.corrections.undo')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asking !== null}
        title={t('trades.corrections.undoTitle')}
        message={
          asking
            ? ofFunding(asking)
              ? t('trades.corrections.undoMessageFunding', {
                  count: asking.remainingFunding,
                  file: fileOf(asking),
                })
              : t('trades.corrections.undoMessage', {
                  count: asking.remaining,
                  file: fileOf(asking),
                })
            : ''
        }
        confirmLabel={t('trades.corrections.undo')}
        busy={undo.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
