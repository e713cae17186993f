import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_SCOPES } from '@pulso/domain/schemas';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { ActivityLogsFilters } from '../api/activity-logs-keys';

export type ActivityFilterValues = Omit<ActivityLogsFilters, 'page' | 'limit'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TYPING_DEBOUNCE_MS = 300;

/** A day picked in the browser's zone, as the instant it starts or ends. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

interface Draft {
  action: string;
  entity: string;
  entityId: string;
  actor: string;
  from: string;
  to: string;
}

const EMPTY: Draft = { action: '', entity: '', entityId: '', actor: '', from: '', to: '' };

interface ActivityFiltersProps {
  /** Receives every filter at once, after typing pauses. */
  onChange: (values: ActivityFilterValues) => void;
}

/** Filters of the activity log; text settles after typing pauses, wrong ids are not sent. */
export function ActivityFilters({ onChange }: ActivityFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [currentScope, setScope] = useState<ActivityFilterValues['scope']>(undefined);
  const actorInvalid = draft.actor.trim() !== '' && !UUID.test(draft.actor.trim());
  const rangeInvalid = draft.from !== '' && draft.to !== '' && draft.from > draft.to;

  useEffect(() => {
    if (actorInvalid || rangeInvalid) return;
    const timer = setTimeout(() => {
      onChange({
        scope: currentScope,
        action: draft.action.trim() || undefined,
        entity: draft.entity.trim() || undefined,
        entityId: draft.entityId.trim() || undefined,
        actor: draft.actor.trim() || undefined,
        startDate: draft.from ? dayStart(draft.from) : undefined,
        endDate: draft.to ? dayEnd(draft.to) : undefined,
      });
    }, TYPING_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, currentScope, actorInvalid, rangeInvalid, onChange]);

  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((previous) => ({ ...previous, [key]: event.target.value }));
  const dirty = currentScope !== undefined || Object.values(draft).some(Boolean);

  return (
    <div role="search" aria-label={t('admin.activity.filters')} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t('admin.activity.scope')}
          value={currentScope ?? ''}
          onChange={(event) =>
            setScope((event.target.value || undefined) as ActivityFilterValues['scope'])
          }
        >
          <option value="">{t('admin.activity.allScopes')}</option>
          {ACTIVITY_SCOPES.map((value) => (
            <option key={value} value={value}>
              {t(`admin.activity.scopes.${value}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('admin.activity.action')}
          value={draft.action}
          onChange={set('action')}
          placeholder="user.update"
          compact
          inputClassName="font-mono"
        />
        <TextField
          label={t('admin.activity.entity')}
          value={draft.entity}
          onChange={set('entity')}
          placeholder="user"
          compact
          inputClassName="font-mono"
        />
        <TextField
          label={t('admin.activity.entityId')}
          value={draft.entityId}
          onChange={set('entityId')}
          compact
          inputClassName="font-mono"
        />
        <TextField
          label={t('admin.activity.actor')}
          value={draft.actor}
          onChange={set('actor')}
          placeholder="00000000-0000-…"
          error={actorInvalid ? t('admin.activity.actorInvalid') : null}
          compact
          inputClassName="font-mono"
        />
        <TextField
          label={t('admin.activity.from')}
          type="date"
          value={draft.from}
          onChange={set('from')}
          compact
        />
        <TextField
          label={t('admin.activity.to')}
          type="date"
          value={draft.to}
          onChange={set('to')}
          error={rangeInvalid ? t('admin.activity.rangeInvalid') : null}
          compact
        />
        <div className="flex items-end">
          <Button
            variant="ghost"
            size="sm"
            disabled={!dirty}
            onClick={() => {
              setDraft(EMPTY);
              setScope(undefined);
            }}
          >
            {t('admin.activity.clear')}
          </Button>
        </div>
      </div>
    </div>
  );
}
