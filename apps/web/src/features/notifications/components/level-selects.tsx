import {
  ALWAYS_TOLD_EVENTS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LEVEL_LABELS,
  NOTIFICATION_LEVELS,
  type NotificationEvent,
  type NotificationLevel,
  type NotificationLevels,
} from '@pulso/domain/core';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';

const TONE: Record<NotificationLevel, string> = {
  on: 'bg-emerald-500',
  silent: 'bg-amber-400',
  off: 'bg-slate-400 dark:bg-slate-600',
};

/** A level per event (Activada / Silenciosa / Desactivada), each a labelled native select. */
export function LevelSelects({
  levels,
  onChange,
  disabled = false,
  label,
  columns = 4,
}: {
  levels: NotificationLevels;
  onChange: (event: NotificationEvent, level: NotificationLevel) => void;
  disabled?: boolean;
  /** Names the group for screen readers. */
  label: string;
  /** 4 across a wide card; 2 inside a dialog. */
  columns?: 2 | 4;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={label}
        className={`grid gap-3 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-4' : ''}`}
      >
        {NOTIFICATION_EVENTS.map((event) => (
          <SelectField
            key={event}
            label={NOTIFICATION_EVENT_LABELS[event]}
            value={levels[event]}
            disabled={disabled}
            icon={
              <span aria-hidden="true" className={`size-2 rounded-full ${TONE[levels[event]]}`} />
            }
            onChange={(e) => onChange(event, e.target.value as NotificationLevel)}
          >
            {NOTIFICATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {NOTIFICATION_LEVEL_LABELS[level]}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
      {ALWAYS_TOLD_EVENTS.map((event) => (
        <p key={event} className="text-xs text-slate-500 dark:text-slate-400">
          {t('notifications.alwaysTold', { event: NOTIFICATION_EVENT_LABELS[event] })}
        </p>
      ))}
    </div>
  );
}
