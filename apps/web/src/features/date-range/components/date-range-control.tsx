import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { daysLabel, type CustomDateRange, type Timeframe } from '@pulso/domain/core';
import { CalendarIcon, ChevronDownIcon } from '../../../components/ui/icons';
import { currentRange, useDateStore } from '../stores/date-store';
import { RefreshButton } from './refresh-button';
import { TimeframeMenu } from './timeframe-menu';

// The modal (and the dialog it uses) loads when Custom is first chosen, not with the frame.
const CustomRangeDialog = lazy(() => import('./custom-range-dialog'));

interface DateRangeControlProps {
  compact?: boolean;
}

const day = (iso: string) => iso.slice(0, 10);
const shortDate = (iso: string) => {
  const [y, m, d] = day(iso).split('-');
  return `${d}/${m}/${y}`;
};

/** The date range selector of spec §2: dropdown, custom range modal, refresh, days label. */
export function DateRangeControl({ compact = false }: DateRangeControlProps) {
  const { t } = useTranslation();
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [customOpen, setCustomOpen] = useState(false);
  const timeframe = useDateStore((state) => state.timeframe);
  const custom = useDateStore((state) => state.customDateRange);
  const days = useDateStore((state) => state.days);
  const setTimeframe = useDateStore((state) => state.setTimeframe);
  const setCustomDateRange = useDateStore((state) => state.setCustomDateRange);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  const label =
    timeframe === 'custom' && custom
      ? `${shortDate(custom.startDate)} – ${shortDate(custom.endDate)}`
      : t(`timeframes.${timeframe}`);

  const initialCustom = (): CustomDateRange => {
    const range = currentRange({ timeframe, customDateRange: custom });
    return {
      startDate: day(range.startDate.toISOString()),
      endDate: day(range.endDate.toISOString()),
    };
  };

  const choose = (next: Timeframe) => {
    setTimeframe(next);
    close(true);
  };

  return (
    <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-2'}>
      <div className="flex items-start gap-2">
        <div className={`relative ${compact ? '' : 'min-w-0 flex-1'}`}>
          <button
            ref={buttonRef}
            id={buttonId}
            type="button"
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            aria-label={`${t('controls.dateRange')}: ${label}`}
            onClick={() => setOpen((value) => !value)}
            className={`flex h-9 items-center gap-2 rounded-lg border border-slate-200 bg-white pl-3 pr-2.5 text-sm text-slate-800 shadow-sm transition-colors hover:border-slate-300 focus-visible:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100 dark:hover:border-white/20 ${compact ? 'w-52' : 'w-full'}`}
          >
            <CalendarIcon className="size-4 shrink-0 text-slate-400" />
            <span className="min-w-0 flex-1 truncate text-left">{label}</span>
            <ChevronDownIcon
              className={`size-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
            />
          </button>
          {open ? (
            <TimeframeMenu
              id={menuId}
              labelledBy={buttonId}
              current={timeframe}
              floating={compact}
              onSelect={choose}
              onCustom={() => {
                // Focus goes back to the trigger first, so the modal returns it there on close.
                close(true);
                setCustomOpen(true);
              }}
              onClose={close}
            />
          ) : null}
        </div>
        <RefreshButton />
      </div>
      <span
        className={`whitespace-nowrap text-xs tabular-nums text-slate-500 dark:text-slate-400 ${compact ? 'hidden xl:inline' : ''}`}
      >
        {daysLabel(days)}
      </span>
      {customOpen ? (
        <Suspense fallback={null}>
          <CustomRangeDialog
            title={t('dateRange.customTitle')}
            initial={initialCustom()}
            onCancel={() => setCustomOpen(false)}
            onApply={(range) => {
              setCustomDateRange(range);
              setCustomOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
