import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupingOptions, isGrouping } from '@pulso/domain/core';
import { ClockIcon, WarningIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { Tooltip } from '../../../components/ui/tooltip';
import { currentRange, useDateStore } from '../stores/date-store';

interface GroupingSelectProps {
  compact?: boolean;
}

/**
 * The grouping selector of spec §2: each option with its label and whether it suits the range,
 * and why. An unfit option is marked and warned about but stays selectable; a too-granular one
 * gets the Spanish warning with its recommendation (spec §5).
 */
export function GroupingSelect({ compact = false }: GroupingSelectProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const grouping = useDateStore((state) => state.grouping);
  const timeframe = useDateStore((state) => state.timeframe);
  const custom = useDateStore((state) => state.customDateRange);
  const setGrouping = useDateStore((state) => state.setGrouping);
  const options = useMemo(
    () => groupingOptions(currentRange({ timeframe, customDateRange: custom })),
    [timeframe, custom],
  );
  const chosen = options.find((option) => option.value === grouping);
  // One rule (the domain's groupingProblem): the option's reason is the warning when it is unfit.
  const warning = chosen && !chosen.appropriate ? chosen.reason : null;

  return (
    <div className={compact ? 'flex items-center gap-1.5' : 'flex flex-col gap-2'}>
      <SelectField
        label={t('controls.grouping')}
        hideLabel
        icon={<ClockIcon className="size-4" />}
        value={grouping}
        aria-describedby={noteId}
        onChange={(event) => {
          if (isGrouping(event.target.value)) setGrouping(event.target.value);
        }}
        // Wide enough for the longest option ("30 segundos (no recomendada)"), never cut off.
        className={compact ? 'w-64' : ''}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} title={option.reason}>
            {option.appropriate
              ? t(`groupings.${option.value}`)
              : t('grouping.unfitOption', { label: t(`groupings.${option.value}`) })}
          </option>
        ))}
      </SelectField>
      {compact ? (
        warning ? (
          <Tooltip label={warning}>
            {(tooltipId) => (
              <span
                id={noteId}
                tabIndex={0}
                role="img"
                aria-label={warning}
                aria-describedby={tooltipId}
                className="rounded text-amber-500 focus-visible:outline-2 focus-visible:outline-emerald-500"
              >
                <WarningIcon className="size-4" />
              </span>
            )}
          </Tooltip>
        ) : (
          <span id={noteId} className="sr-only">
            {chosen?.reason}
          </span>
        )
      ) : warning ? (
        <p
          id={noteId}
          role="status"
          className="flex gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-700 dark:text-amber-300"
        >
          <WarningIcon className="mt-0.5 size-3.5 shrink-0" />
          {warning}
        </p>
      ) : (
        <p id={noteId} className="text-xs text-slate-500 dark:text-slate-400">
          {chosen?.reason}
        </p>
      )}
    </div>
  );
}
