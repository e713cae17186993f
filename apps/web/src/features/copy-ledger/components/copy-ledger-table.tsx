import { useTranslation } from 'react-i18next';
import type { CopyLedgerRow, CopyOutcome } from '@pulso/domain/schemas';
import { useIntlLocale } from '../../../lib/intl-locale';

const shortDateTime = { dateStyle: 'short', timeStyle: 'short' } as const;

const SIDE_TONE: Record<CopyLedgerRow['side'], string> = {
  buy: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  sell: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

const OUTCOME_TONE: Record<CopyOutcome, string> = {
  copied: 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  scaled: 'bg-amber-500/10 text-amber-700 dark:text-amber-300',
  skipped: 'bg-slate-500/10 text-slate-700 dark:text-slate-300',
  failed: 'bg-rose-500/10 text-rose-700 dark:text-rose-300',
};

const badge = 'inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold';

const cell = 'max-sm:p-0 sm:px-3 sm:py-2.5 sm:first:pl-6 sm:last:pr-6';
const meta = 'max-sm:text-xs text-slate-600 dark:text-slate-300';

/**
 * One page of the copy ledger: when, from which emitter, what, and what the copy did and why.
 * On a phone each row is a small card: the result and the symbol first, then the reason, then
 * the emitter and the time (as the working orders table does).
 */
export function CopyLedgerTable({ rows }: { rows: CopyLedgerRow[] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const date = (iso: string) => new Date(iso).toLocaleString(locale, shortDateTime);

  return (
    <div className="sm:overflow-x-auto">
      <table
        aria-label={t('copyLedger.listLabel')}
        className="w-full text-left text-sm max-sm:block sm:min-w-[48rem]"
      >
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 max-sm:sr-only dark:bg-white/[0.02] dark:text-slate-400">
          <tr>
            {(['createdAt', 'emitter', 'symbol', 'side', 'outcome', 'message'] as const).map(
              (key) => (
                <th key={key} scope="col" className={`${cell} font-medium`}>
                  {t(`copyLedger.columns.${key}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-ledger-id={row.id}
              className="border-t border-slate-100 align-top first:max-sm:border-t-0 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 dark:border-white/5"
            >
              <td className={`${cell} ${meta} whitespace-nowrap tabular-nums max-sm:order-4`}>
                <time dateTime={row.createdAt}>{date(row.createdAt)}</time>
              </td>
              <td
                className={`${cell} ${meta} max-w-[12rem] truncate max-sm:order-4 sm:text-slate-900 sm:dark:text-white`}
              >
                {row.emitterName}
              </td>
              <td
                className={`${cell} font-medium text-slate-900 max-sm:order-1 max-sm:grow dark:text-white`}
              >
                {row.symbol}
              </td>
              <td className={`${cell} max-sm:order-1`}>
                <span className={`${badge} ${SIDE_TONE[row.side]}`}>
                  {t(`copyLedger.sides.${row.side}`)}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap max-sm:order-1`}>
                <span className={`${badge} ${OUTCOME_TONE[row.outcome]}`}>
                  {t(`copyLedger.outcomes.${row.outcome}`)}
                </span>
              </td>
              <td
                className={`${cell} text-slate-600 max-sm:order-2 max-sm:w-full sm:min-w-[16rem] dark:text-slate-300`}
              >
                {row.message}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
