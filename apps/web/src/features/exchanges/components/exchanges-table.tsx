import { useTranslation } from 'react-i18next';
import type { Exchange } from '@pulso/domain/schemas';
import { PencilIcon, TrashIcon } from '../../../components/ui/account-icons';

interface ExchangesTableProps {
  exchanges: Exchange[];
  onEdit: (exchange: Exchange) => void;
  onDelete: (exchange: Exchange) => void;
}

const percent = (fee: number) =>
  `${(fee * 100).toLocaleString('es', { maximumFractionDigits: 4 })} %`;
const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-400 dark:hover:bg-white/5 dark:hover:text-white';

export function ExchangesTable({ exchanges, onEdit, onDelete }: ExchangesTableProps) {
  const { t } = useTranslation();
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-white/5 dark:bg-ink-900">
      <table className="w-full min-w-[42rem] text-left text-sm">
        <caption className="sr-only">{t('adminExchanges.title')}</caption>
        <thead className="border-b border-slate-100 text-[11px] uppercase tracking-wider text-slate-500 dark:border-white/5 dark:text-slate-400">
          <tr>
            {(['name', 'code', 'takerFee', 'makerFee', 'accountTypes', 'status'] as const).map(
              (key) => (
                <th key={key} scope="col" className="px-5 py-3 font-semibold">
                  {t(`adminExchanges.fields.${key}`)}
                </th>
              ),
            )}
            <th scope="col" className="px-5 py-3">
              <span className="sr-only">{t('adminExchanges.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/5">
          {exchanges.map((exchange) => (
            <tr key={exchange.id}>
              <th scope="row" className="px-5 py-3 font-semibold text-slate-900 dark:text-white">
                {exchange.name}
              </th>
              <td className="px-5 py-3 font-mono text-xs">{exchange.code}</td>
              <td className="px-5 py-3 tabular-nums">{percent(exchange.takerFee)}</td>
              <td className="px-5 py-3 tabular-nums">{percent(exchange.makerFee)}</td>
              <td className="px-5 py-3 text-xs text-slate-600 dark:text-slate-300">
                {exchange.accountTypes.map((type) => t(`accountTypes.${type}`)).join(', ')}
              </td>
              <td className="px-5 py-3">
                <span
                  className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${exchange.isActive ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300' : 'bg-slate-500/10 text-slate-500'}`}
                >
                  {exchange.isActive ? t('adminExchanges.active') : t('adminExchanges.inactive')}
                </span>
              </td>
              <td className="px-5 py-3">
                <div className="flex justify-end gap-1">
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('adminExchanges.editNamed', { name: exchange.name })}
                    onClick={() => onEdit(exchange)}
                  >
                    <PencilIcon className="size-4" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} hover:text-rose-600`}
                    aria-label={t('adminExchanges.deleteNamed', { name: exchange.name })}
                    onClick={() => onDelete(exchange)}
                  >
                    <TrashIcon className="size-4" />
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
