import { useTranslation } from 'react-i18next';
import type { Trade, TradeSortKey } from '@pulso/domain/schemas';
import { formatTrade, tradeTimes } from '../lib/trade-format';
import { intlLocale } from '../../../lib/intl-locale';
import { useNow } from '../../../lib/use-now';
import { useWindowedRows } from '../lib/use-windowed-rows';

/** Rows are one height, so a long page scrolls inside a window of that many rows. */
export const ROW_HEIGHT = 44;
const VIEWPORT_HEIGHT = 560;
/** Below this many rows every row is rendered; above, only the ones in view. */
export const VIRTUALIZE_FROM = 40;

type ColumnKey =
  'createdAt' | 'type' | 'asset' | 'amount' | 'price' | 'total' | 'fee' | 'realizedPnl' | 'orderId';
type Column = { key: ColumnKey; sort?: TradeSortKey; align?: 'right' };
const COLUMNS: Column[] = [
  { key: 'createdAt', sort: 'createdAt' },
  { key: 'type', sort: 'type' },
  { key: 'asset', sort: 'asset' },
  { key: 'amount', sort: 'amount', align: 'right' },
  { key: 'price', sort: 'price', align: 'right' },
  { key: 'total', sort: 'total', align: 'right' },
  { key: 'fee', align: 'right' },
  { key: 'realizedPnl', sort: 'realizedPnl', align: 'right' },
  { key: 'orderId' },
];

interface TradesTableProps {
  trades: Trade[];
  sortBy: TradeSortKey;
  sortOrder: 'asc' | 'desc';
  onSort: (key: TradeSortKey) => void;
  /** An order id to highlight (the trade just emitted). */
  highlightOrderId?: string | null;
  /** The owner's (or an admin's) view: each row has a delete action (the caller confirms). */
  onDelete?: ((trade: Trade) => void) | undefined;
}

const cell = 'whitespace-nowrap px-3 text-sm';

/** An account's trades: sortable headers, relative times, amounts with their asset's decimals. */
export function TradesTable({
  trades,
  sortBy,
  sortOrder,
  onSort,
  highlightOrderId,
  onDelete,
}: TradesTableProps) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const virtual = trades.length >= VIRTUALIZE_FROM;
  const rows = useWindowedRows(trades.length, ROW_HEIGHT, VIEWPORT_HEIGHT);
  const shown = virtual ? trades.slice(rows.start, rows.end) : trades;
  const locale = intlLocale(i18n.language);

  return (
    <div
      className="overflow-auto"
      style={virtual ? { maxHeight: VIEWPORT_HEIGHT } : undefined}
      onScroll={virtual ? rows.onScroll : undefined}
      data-testid="trades-scroll"
    >
      <table className="w-full min-w-[960px] border-collapse" aria-rowcount={trades.length + 1}>
        <caption className="sr-only">{t('trades.table.caption')}</caption>
        <thead className="sticky top-0 z-10 bg-white dark:bg-ink-900">
          <tr className="border-b border-slate-100 text-[11px] font-semibold uppercase tracking-wider text-slate-500 dark:border-white/5 dark:text-slate-400">
            {COLUMNS.map((column) => {
              const active = column.sort === sortBy;
              const label = t(`trades.columns.${column.key}`);
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined
                  }
                  className={`px-3 py-3 ${column.align === 'right' ? 'text-right' : 'text-left'}`}
                >
                  {column.sort ? (
                    <button
                      type="button"
                      onClick={() => onSort(column.sort!)}
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-500 dark:hover:text-white"
                    >
                      {label}
                      <span aria-hidden="true" className={active ? '' : 'opacity-30'}>
                        {active && sortOrder === 'asc' ? '▲' : '▼'}
                      </span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
            {onDelete ? (
              <th scope="col" className="px-3 py-3 text-right">
                <span className="sr-only">{t('trades.columns.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {virtual && rows.before > 0 ? (
            <tr aria-hidden="true" style={{ height: rows.before }} />
          ) : null}
          {shown.map((trade, i) => {
            const f = formatTrade(trade, locale);
            const time = tradeTimes(trade.createdAt, now, i18n.language);
            const pnl = Number(trade.realizedPnl);
            return (
              <tr
                key={trade.id}
                aria-rowindex={(virtual ? rows.start : 0) + i + 2}
                style={{ height: ROW_HEIGHT }}
                className={`border-b border-slate-100 last:border-b-0 dark:border-white/5 ${
                  highlightOrderId && trade.orderId === highlightOrderId ? 'bg-emerald-500/10' : ''
                }`}
              >
                <td className={`${cell} text-slate-600 dark:text-slate-300`}>
                  <time dateTime={trade.createdAt} title={time.absolute}>
                    {time.relative}
                  </time>
                </td>
                <td className={cell}>
                  <span
                    className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ${
                      trade.type === 'buy'
                        ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
                        : 'bg-rose-500/10 text-rose-700 dark:text-rose-300'
                    }`}
                  >
                    {t(`trades.types.${trade.type}`)}
                  </span>
                </td>
                <td className={`${cell} font-medium text-slate-900 dark:text-white`}>
                  {trade.asset}
                  <span className="ml-1 text-xs text-slate-400">/{trade.quoteAsset}</span>
                </td>
                <td className={`${cell} text-right tabular-nums`}>{f.amount}</td>
                <td className={`${cell} text-right tabular-nums`}>{f.price}</td>
                <td className={`${cell} text-right tabular-nums`}>{f.total}</td>
                <td
                  className={`${cell} text-right tabular-nums text-slate-500 dark:text-slate-400`}
                >
                  {f.fee} <span className="text-xs">{trade.feeAsset}</span>
                </td>
                <td
                  className={`${cell} text-right tabular-nums ${
                    pnl > 0
                      ? 'text-emerald-600 dark:text-emerald-400'
                      : pnl < 0
                        ? 'text-rose-600 dark:text-rose-400'
                        : 'text-slate-500 dark:text-slate-400'
                  }`}
                >
                  {f.realizedPnl}
                </td>
                <td
                  className={`${cell} max-w-[14rem] truncate font-mono text-xs text-slate-500 dark:text-slate-400`}
                  title={trade.orderId ?? undefined}
                >
                  {trade.orderId ?? '—'}
                </td>
                {onDelete ? (
                  <td className={`${cell} text-right`}>
                    <button
                      type="button"
                      onClick={() => onDelete(trade)}
                      aria-label={t('trades.corrections.deleteLabel', {
                        type: t(`trades.types.${trade.type}`).toLowerCase(),
                        amount: f.amount,
                        asset: trade.asset,
                      })}
                      className="rounded px-2 py-1 text-xs text-rose-600 hover:bg-rose-500/10 focus-visible:outline-2 focus-visible:outline-rose-500 dark:text-rose-400"
                    >
                      {t('trades.corrections.delete')}
                    </button>
                  </td>
                ) : null}
              </tr>
            );
          })}
          {virtual && rows.after > 0 ? (
            <tr aria-hidden="true" style={{ height: rows.after }} />
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
