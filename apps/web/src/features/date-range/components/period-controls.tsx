import { useTranslation } from 'react-i18next';
import { DateRangeControl } from './date-range-control';
import { GroupingSelect } from './grouping-select';

/** Grouping and range side by side: the period a page's figures and charts cover. */
export function PeriodControls({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('controls.period')}
      data-testid="account-controls"
      className={`flex flex-wrap items-center gap-3 ${className}`}
    >
      <GroupingSelect compact />
      <DateRangeControl compact />
    </div>
  );
}
