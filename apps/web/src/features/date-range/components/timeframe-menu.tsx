import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TIMEFRAMES, recentTimeframes, type Timeframe } from '@pulso/domain/core';
import { CalendarIcon } from '../../../components/ui/icons';

interface TimeframeMenuProps {
  id: string;
  labelledBy: string;
  current: Timeframe;
  /** A popover over the page (toolbar), or a panel that opens in place (menu). */
  floating: boolean;
  onSelect: (timeframe: Timeframe) => void;
  onCustom: () => void;
  onClose: (refocus: boolean) => void;
}

const ITEMS = '[role="menuitemradio"],[role="menuitem"]';
const item =
  'flex w-full items-center gap-2 rounded-lg px-3 py-1.5 text-left text-sm text-slate-700 outline-none hover:bg-slate-100 focus-visible:bg-emerald-500/10 focus-visible:text-emerald-800 aria-checked:font-semibold aria-checked:text-emerald-700 dark:text-slate-200 dark:hover:bg-white/5 dark:focus-visible:text-emerald-200 dark:aria-checked:text-emerald-300';
const heading =
  'px-3 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400';

/**
 * The date range dropdown (spec §2): a Recent section of up to 3 timeframes, every timeframe,
 * and Custom, which opens the custom range modal. Arrow keys move, Escape closes.
 */
export function TimeframeMenu({
  id,
  labelledBy,
  current,
  floating,
  onSelect,
  onCustom,
  onClose,
}: TimeframeMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const recent = recentTimeframes(current);
  const all = TIMEFRAMES.filter((tf) => tf !== 'custom');

  useEffect(() => {
    const menu = ref.current;
    const first =
      menu?.querySelector<HTMLElement>('[aria-checked="true"]') ??
      menu?.querySelector<HTMLElement>(ITEMS);
    first?.focus();
    const outside = (event: MouseEvent) => {
      const trigger = document.getElementById(labelledBy);
      const target = event.target as Node;
      if (!menu?.contains(target) && !trigger?.contains(target)) onClose(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [labelledBy, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => items[(i + items.length) % items.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(items.length - 1);
    else if (event.key === 'Escape') {
      event.stopPropagation(); // the menu closes, not the mobile menu around it
      onClose(true);
    } else if (event.key === 'Tab') onClose(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const option = (tf: Timeframe, key: string) => (
    <button
      key={key}
      type="button"
      role="menuitemradio"
      aria-checked={tf === current}
      tabIndex={-1}
      className={item}
      onClick={() => onSelect(tf)}
    >
      {t(`timeframes.${tf}`)}
    </button>
  );

  return (
    <div
      ref={ref}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className={`flex max-h-80 flex-col overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 dark:border-white/10 dark:bg-ink-850 ${
        floating
          ? 'animate-drop-in absolute right-0 top-full z-40 mt-2 w-60 shadow-xl shadow-slate-900/10 dark:shadow-black/40'
          : 'mt-2 w-full'
      }`}
    >
      <div role="group" aria-labelledby={`${id}-recent`}>
        <p id={`${id}-recent`} className={heading}>
          {t('dateRange.recent')}
        </p>
        {recent.map((tf) => option(tf, `recent-${tf}`))}
      </div>
      <div role="separator" className="my-1.5 h-px bg-slate-100 dark:bg-white/5" />
      <div role="group" aria-labelledby={`${id}-all`}>
        <p id={`${id}-all`} className={heading}>
          {t('dateRange.all')}
        </p>
        {all.map((tf) => option(tf, tf))}
      </div>
      <div role="separator" className="my-1.5 h-px bg-slate-100 dark:bg-white/5" />
      <button
        type="button"
        role="menuitemradio"
        aria-checked={current === 'custom'}
        tabIndex={-1}
        className={item}
        onClick={onCustom}
      >
        <CalendarIcon className="size-4 text-slate-400" />
        {t('dateRange.customOption')}
      </button>
    </div>
  );
}
