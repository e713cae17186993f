import { useTranslation } from 'react-i18next';
import { TIMEFRAMES, daysLabel, isTimeframe } from '@pulso/domain';
import { CalendarIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { useDateStore } from '../stores/date-store';
import { RefreshButton } from './refresh-button';

interface DateRangeControlProps {
  compact?: boolean;
}

/**
 * Timeframe, its length and the refresh button. A stand-in for the full picker (recent section,
 * custom range modal), which replaces the select without touching the store.
 */
export function DateRangeControl({ compact = false }: DateRangeControlProps) {
  const { t } = useTranslation();
  const timeframe = useDateStore((state) => state.timeframe);
  const days = useDateStore((state) => state.days);
  const setTimeframe = useDateStore((state) => state.setTimeframe);

  return (
    <div className={compact ? 'flex items-center gap-2' : 'flex flex-col gap-2'}>
      <div className="flex items-end gap-2">
        <SelectField
          label={t('controls.timeframe')}
          hideLabel
          icon={<CalendarIcon className="size-4" />}
          value={timeframe}
          onChange={(event) => {
            if (isTimeframe(event.target.value)) setTimeframe(event.target.value);
          }}
          className={compact ? 'w-48' : 'flex-1'}
        >
          {TIMEFRAMES.map((value) => (
            <option key={value} value={value}>
              {t(`timeframes.${value}`)}
            </option>
          ))}
        </SelectField>
        <RefreshButton />
      </div>
      <span
        className={`whitespace-nowrap text-xs tabular-nums text-slate-500 dark:text-slate-400 ${compact ? 'hidden xl:inline' : ''}`}
      >
        {daysLabel(days)}
      </span>
    </div>
  );
}
