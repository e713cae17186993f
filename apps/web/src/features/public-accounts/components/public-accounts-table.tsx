import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES,
  formatCompact,
  formatPercent,
  formatUsd,
  type PublicAccountSortKey,
} from '@pulso/domain/core';
import type { AccountFigures, PublicAccount } from '@pulso/domain/schemas';
import { useIntlLocale } from '../../../lib/intl-locale';
import { ArrowDownIcon, ArrowRightIcon } from '../../../components/ui/icons';

const COLUMNS = ['account', 'pnl', 'roi', 'winRate', 'trades', 'volume', 'maxDrawdown'] as const;
/** The column a sort key orders (the account column holds the name). */
const columnOf = (key: PublicAccountSortKey | undefined) => (key === 'name' ? 'account' : key);
const grid =
  'sm:grid-cols-[minmax(0,2.4fr)_repeat(6,minmax(0,1fr))] lg:grid-cols-[minmax(0,2.6fr)_repeat(6,minmax(0,1fr))]';
const tone = (value: number) =>
  value > 0
    ? 'text-emerald-600 dark:text-emerald-400'
    : value < 0
      ? 'text-rose-600 dark:text-rose-400'
      : 'text-slate-700 dark:text-slate-300';

export function formatSince(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

/** DESIGN §7's caveat: the account's coins without a USD price, left out of its figures. */
const unpricedCoins = (f: AccountFigures | undefined) =>
  f?.unpriced?.map((u) => u.asset).join(', ') || undefined;

/** A figure with its column's name above it on phones (the header row shows it on wider screens). */
function Figure({
  label,
  value,
  className = '',
  note,
}: {
  label: string;
  value: string;
  className?: string;
  /** What the figure leaves out (a coin without a USD price): a mark beside it, said in full. */
  note?: string | undefined;
}) {
  return (
    <span className={`flex min-w-0 flex-col gap-0.5 sm:block sm:text-right ${className}`}>
      <span className="text-xs text-slate-500 sm:sr-only dark:text-slate-400">{label}</span>
      {/* The mark stays on the value's line (a flex column put it on a line of its own on phones). */}
      <span className="whitespace-nowrap font-mono tabular-nums">
        {value}
        {note && (
          <span
            data-testid="unpriced-mark"
            title={note}
            aria-label={note}
            className="ml-1 text-amber-600 dark:text-amber-400"
          >
            *
          </span>
        )}
      </span>
    </span>
  );
}

/** An account's six figure cells, or one line saying why there are none. */
function FigureCells({
  figures: f,
  shares,
  pending,
}: {
  figures: AccountFigures | undefined;
  shares: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (!f) {
    return (
      <span className="col-span-2 text-xs text-slate-400 sm:col-span-6 sm:text-right">
        {shares && pending ? t('publicAccounts.figuresLoading') : t('publicAccounts.noStats')}
      </span>
    );
  }
  const pnl = Number(f.totalPnL);
  const column = (key: (typeof COLUMNS)[number]) => t(`publicAccounts.columns.${key}`);
  const unpriced = unpricedCoins(f);
  return (
    <>
      <Figure
        label={column('pnl')}
        value={formatUsd(pnl, { signed: true, locale })}
        className={tone(pnl)}
        note={unpriced ? t('publicAccounts.unpriced', { coins: unpriced }) : undefined}
      />
      <Figure
        label={column('roi')}
        value={formatPercent(f.roi, { signed: true, locale })}
        className={tone(f.roi)}
      />
      <Figure label={column('winRate')} value={formatPercent(f.winRate, { decimals: 1, locale })} />
      <Figure label={column('trades')} value={f.tradeCount.toLocaleString(locale)} />
      <Figure
        label={column('volume')}
        value={`${formatCompact(Number(f.totalVolume), 1, locale)} US$`}
      />
      <Figure label={column('maxDrawdown')} value={formatUsd(-Number(f.maxDrawdown), { locale })} />
    </>
  );
}

/**
 * The caveat said in words under the account's name: the mark beside its PnL is only a tooltip,
 * which a phone never shows.
 */
function UnpricedLine({ figures }: { figures: AccountFigures | undefined }) {
  const { t } = useTranslation();
  const coins = unpricedCoins(figures);
  if (!coins) return null;
  return (
    <span data-testid="unpriced-note" className="text-xs text-amber-700 dark:text-amber-400">
      * {t('publicAccounts.unpriced', { coins })}
    </span>
  );
}

interface PublicAccountsTableProps {
  accounts: PublicAccount[];
  /** The range's figures by account id (accounts that do not share their stats have none). */
  figures?: ReadonlyMap<string, AccountFigures>;
  /** Figures are on their way: their cells wait rather than say "not shared". */
  figuresPending?: boolean;
  /** The order the rows come in: its column's header shows an arrow. */
  sortBy?: PublicAccountSortKey;
  sortOrder?: 'asc' | 'desc';
}

/** The rows of Cuentas Públicas with each account's figures; a name opens its public page. */
export function PublicAccountsTable({
  accounts,
  figures,
  figuresPending = false,
  sortBy,
  sortOrder = 'desc',
}: PublicAccountsTableProps) {
  const { t, i18n } = useTranslation();
  const sorted = columnOf(sortBy);
  return (
    <>
      <div
        aria-hidden="true"
        className={`hidden gap-4 border-b border-slate-100 px-5 py-3 text-[11px] font-semibold uppercase tracking-wider text-slate-500 sm:grid dark:border-white/5 dark:text-slate-400 ${grid}`}
      >
        {COLUMNS.map((column) => (
          <span
            key={column}
            className={`inline-flex items-center gap-1 ${column === 'account' ? '' : 'justify-end'} ${column === sorted ? 'text-emerald-700 dark:text-emerald-300' : ''}`}
          >
            {t(`publicAccounts.columns.${column}`)}
            {column === sorted ? (
              <ArrowDownIcon className={`size-3 ${sortOrder === 'asc' ? 'rotate-180' : ''}`} />
            ) : null}
          </span>
        ))}
      </div>
      <ul>
        {accounts.map((account) => (
          <li
            key={account.id}
            className={`grid grid-cols-2 items-center gap-x-4 gap-y-1.5 border-b border-slate-100 px-5 py-4 text-sm last:border-0 sm:grid ${grid} dark:border-white/5`}
          >
            <span className="col-span-2 flex min-w-0 flex-col gap-0.5 sm:col-span-1">
              <span className="flex min-w-0 items-center gap-2">
                <Link
                  to={`/public/accounts/${account.id}`}
                  className="group inline-flex min-w-0 items-center gap-1.5 rounded font-semibold text-slate-900 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-white dark:hover:text-emerald-400"
                >
                  <span className="truncate">{account.name}</span>
                  <ArrowRightIcon className="size-3.5 shrink-0 opacity-0 transition-opacity group-hover:opacity-100" />
                </Link>
                {account.isTestAccount ? (
                  <span className="rounded-full bg-sky-500/10 px-2 py-0.5 text-[11px] font-semibold text-sky-700 dark:text-sky-300">
                    {MESSAGES.accountList.testBadge}
                  </span>
                ) : null}
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {account.exchangeName} · {t(`accountTypes.${account.accountType}`)} ·{' '}
                {t('publicAccounts.since', { date: formatSince(account.createdAt, i18n.language) })}
              </span>
              <UnpricedLine figures={figures?.get(account.id)} />
            </span>
            <FigureCells
              figures={figures?.get(account.id)}
              shares={account.publicStats}
              pending={figuresPending}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
