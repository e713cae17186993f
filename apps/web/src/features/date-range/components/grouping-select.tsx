import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUPINGS, groupingTooGranular, isGrouping } from '@pulso/domain';
import { ClockIcon, WarningIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/select-field';
import { Tooltip } from '../../../components/ui/tooltip';
import { useDateStore } from '../stores/date-store';

interface GroupingSelectProps {
  compact?: boolean;
}

/** Every grouping stays selectable; an unsuitable one only earns the spec's warning (§2, §5). */
export function GroupingSelect({ compact = false }: GroupingSelectProps) {
  const { t } = useTranslation();
  const warningId = useId();
  const grouping = useDateStore((state) => state.grouping);
  const days = useDateStore((state) => state.days);
  const setGrouping = useDateStore((state) => state.setGrouping);
  const warning = groupingTooGranular(grouping, days);

  return (
    <div className={compact ? 'flex items-center gap-1.5' : 'flex flex-col gap-2'}>
      <SelectField
        label={t('controls.grouping')}
        hideLabel
        icon={<ClockIcon className="size-4" />}
        value={grouping}
        aria-describedby={warning ? warningId : undefined}
        onChange={(event) => {
          if (isGrouping(event.target.value)) setGrouping(event.target.value);
        }}
        className={compact ? 'w-36' : ''}
      >
        {GROUPINGS.map((value) => (
          <option key={value} value={value}>
            {t(`groupings.${value}`)}
          </option>
        ))}
      </SelectField>
      {warning && compact ? (
        <Tooltip label={t('controls.groupingWarning')}>
          {() => (
            <span className="text-amber-500" id={warningId} aria-label={warning.message}>
              <WarningIcon className="size-4" />
            </span>
          )}
        </Tooltip>
      ) : null}
      {warning && !compact ? (
        <p
          id={warningId}
          className="flex gap-2 rounded-lg bg-amber-500/10 px-3 py-2 text-xs text-amber-700 dark:text-amber-300"
        >
          <WarningIcon className="mt-0.5 size-3.5 shrink-0" />
          {warning.message}
        </p>
      ) : null}
    </div>
  );
}
