import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatExact, formatUsd } from '@pulso/domain/core';
import type { CopyTrade } from '@pulso/domain/schemas';
import { PencilIcon, TrashIcon } from '../../../components/ui/account-icons';
import { Switch } from '../../../components/ui/switch';
import { useIntlLocale } from '../../../lib/intl-locale';
import { useUpdateCopyTrade } from '../api/update-copy-trade';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-400 dark:hover:bg-white/5 dark:hover:text-white';

/**
 * A link's rules in a line, those that differ from the defaults ('Deslizamiento ≤ 1 % · Máx. 500
 * por orden'); '' when it copies with the plain multiplier, nothing capped.
 */
export function rulesSummary(
  settings: CopyTrade['settings'] | undefined,
  t: TFunction,
  locale: string,
): string {
  if (!settings) return '';
  const n = (value: string) => formatExact(value, locale);
  const symbols = (list: string[]) =>
    list.length <= 3
      ? list.join(', ')
      : t('copyTrades.rules.summary.symbols', { count: list.length });
  const parts: string[] = [];
  const { sizing, sizingValue } = settings;
  if (sizing === 'equity_ratio') parts.push(t('copyTrades.rules.summary.equity_ratio'));
  else if (sizing !== 'multiplier' && sizingValue !== undefined)
    parts.push(t(`copyTrades.rules.summary.${sizing}`, { value: n(sizingValue) }));
  if (settings.maxSlippagePct !== undefined)
    parts.push(t('copyTrades.rules.summary.maxSlippagePct', { value: n(settings.maxSlippagePct) }));
  if (settings.maxNotionalPerOrder !== undefined)
    parts.push(
      t('copyTrades.rules.summary.maxNotionalPerOrder', { value: n(settings.maxNotionalPerOrder) }),
    );
  if (settings.maxAllocation !== undefined)
    parts.push(t('copyTrades.rules.summary.maxAllocation', { value: n(settings.maxAllocation) }));
  if (settings.maxOpenPositions !== undefined)
    parts.push(
      t('copyTrades.rules.summary.maxOpenPositions', { count: settings.maxOpenPositions }),
    );
  if (settings.allowedSymbols?.length)
    parts.push(
      t('copyTrades.rules.summary.allowedSymbols', { symbols: symbols(settings.allowedSymbols) }),
    );
  if (settings.refusedSymbols?.length)
    parts.push(
      t('copyTrades.rules.summary.refusedSymbols', { symbols: symbols(settings.refusedSymbols) }),
    );
  if (settings.belowMinimum === 'round_up') parts.push(t('copyTrades.rules.summary.roundUp'));
  if (settings.leverage !== undefined)
    parts.push(t('copyTrades.rules.summary.leverage', { value: settings.leverage }));
  if (settings.maxLeverage !== undefined)
    parts.push(t('copyTrades.rules.summary.maxLeverage', { value: settings.maxLeverage }));
  if (settings.marginMode !== undefined)
    parts.push(t(`copyTrades.rules.summary.marginModes.${settings.marginMode}`));
  if (settings.stopDrawdownPct !== undefined)
    parts.push(
      t(`copyTrades.rules.summary.stop.${settings.stopAction ?? 'pause'}`, {
        value: n(settings.stopDrawdownPct),
      }),
    );
  return parts.join(' · ');
}

function Side({ side }: { side: CopyTrade['emitter'] }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900 dark:text-white">{side.name}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">{side.exchange}</p>
    </div>
  );
}

function CopyTradeItem({
  copyTrade,
  onEdit,
  onDelete,
}: {
  copyTrade: CopyTrade;
  onEdit: (c: CopyTrade) => void;
  onDelete: (c: CopyTrade) => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateCopyTrade();
  const locale = useIntlLocale();
  const name = `${copyTrade.emitter.name} → ${copyTrade.receiver.name}`;
  const rules = rulesSummary(copyTrade.settings, t, locale);
  return (
    <li
      aria-label={name}
      className="grid items-center gap-3 px-5 py-3.5 sm:grid-cols-[minmax(0,1fr)_1.5rem_minmax(0,1fr)_6rem_8rem_5rem]"
    >
      <Side side={copyTrade.emitter} />
      <span aria-hidden="true" className="hidden text-slate-400 sm:block">
        →
      </span>
      <Side side={copyTrade.receiver} />
      <p className="text-sm tabular-nums text-slate-700 dark:text-slate-200">
        <span className="sr-only">{t('copyTrades.fields.multiplier')}: </span>×
        {formatDecimal(Number(copyTrade.multiplier), 8, locale)}
      </p>
      <Switch
        checked={copyTrade.isActive}
        disabled={update.isPending}
        label={t('copyTrades.activeNamed', { name })}
        text={copyTrade.isActive ? t('copyTrades.active') : t('copyTrades.inactive')}
        onChange={(isActive) => update.mutate({ id: copyTrade.id, isActive })}
      />
      <div className="flex justify-end gap-1">
        <button
          type="button"
          className={iconButton}
          aria-label={t('copyTrades.editNamed', { name })}
          title={t('copyTrades.edit')}
          onClick={() => onEdit(copyTrade)}
        >
          <PencilIcon className="size-4" />
        </button>
        <button
          type="button"
          className={`${iconButton} hover:text-rose-600 dark:hover:text-rose-400`}
          aria-label={t('copyTrades.deleteNamed', { name })}
          title={t('copyTrades.delete')}
          onClick={() => onDelete(copyTrade)}
        >
          <TrashIcon className="size-4" />
        </button>
      </div>
      {rules ? (
        <p
          data-slot="copy-rules"
          className="text-xs text-slate-500 sm:col-span-full dark:text-slate-400"
        >
          <span className="sr-only">{t('copyTrades.rules.summaryLabel')}: </span>
          {rules}
        </p>
      ) : null}
      {copyTrade.stopped ? <StoppedNote stopped={copyTrade.stopped} /> : null}
    </li>
  );
}

/** Why the stop-copy rule paused the link: when, how far it fell, and what it closed. */
function StoppedNote({ stopped }: { stopped: NonNullable<CopyTrade['stopped']> }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const usd = (value: string) => formatUsd(Number(value), { locale });
  return (
    <p
      role="status"
      data-slot="copy-stopped"
      className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900 sm:col-span-full dark:bg-amber-500/10 dark:text-amber-200"
    >
      {t(`copyTrades.stopped.${stopped.action}`, {
        at: new Date(stopped.at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
        drawdown: formatDecimal(Number(stopped.drawdownPct), 2, locale),
        equity: usd(stopped.equity),
        highWater: usd(stopped.highWater),
      })}
      {stopped.closed.length > 0
        ? ` ${t('copyTrades.stopped.closed', { symbols: stopped.closed.join(', ') })}`
        : ''}{' '}
      {t('copyTrades.stopped.resume')}
    </p>
  );
}

/** The copy trades: emitter → receiver, multiplier, an on/off switch, edit and delete. */
export function CopyTradesList({
  copyTrades,
  onEdit,
  onDelete,
}: {
  copyTrades: CopyTrade[];
  onEdit: (c: CopyTrade) => void;
  onDelete: (c: CopyTrade) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('copyTrades.listLabel')}
      className="divide-y divide-slate-100 dark:divide-white/5"
    >
      {copyTrades.map((c) => (
        <CopyTradeItem key={c.id} copyTrade={c} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ul>
  );
}
