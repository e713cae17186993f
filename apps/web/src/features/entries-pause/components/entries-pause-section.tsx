import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EntriesPause } from '@pulso/domain/schemas';
import { PauseIcon } from '../../../components/ui/icons';
import { SectionCard } from '../../../components/ui/section-card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';

interface EntriesPauseSectionProps {
  title: string;
  description: string;
  pause: UseQueryResult<EntriesPause, Error>;
  /** A change is being saved: the switch waits for the server's answer. */
  saving: boolean;
  onChange: (paused: boolean) => void;
  /** Under the switch once the state has loaded (the owner's pause, on an account). */
  note?: ReactNode;
}

/**
 * The pause switch's card (an account's or the user's): the switch shows the server's state and
 * moves only once the server has answered; a state that cannot be loaded is said inline.
 */
export function EntriesPauseSection({
  title,
  description,
  pause,
  saving,
  onChange,
  note,
}: EntriesPauseSectionProps) {
  const { t } = useTranslation();
  const paused = pause.data?.paused ?? false;

  return (
    <SectionCard
      title={title}
      description={description}
      icon={<PauseIcon className="size-5" />}
      actions={
        pause.data?.paused ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-500/10 px-2.5 py-1 text-xs font-semibold text-amber-700 dark:text-amber-300">
            <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-500" />
            {t('entriesPause.pausedBadge')}
          </span>
        ) : null
      }
    >
      <div aria-busy={pause.isFetching || saving || undefined}>
        {pause.isPending ? (
          <div role="status" aria-label={t('app.loadingPage')} className="flex justify-center py-2">
            <Spinner className="size-5 text-emerald-500" />
          </div>
        ) : pause.isError ? (
          <p role="alert" className="text-sm text-rose-600 dark:text-rose-400">
            {pause.error.message || t('entriesPause.loadFailed')}
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <Switch
              checked={paused}
              disabled={saving}
              label={t('entriesPause.switch')}
              text={t('entriesPause.switch')}
              onChange={onChange}
            />
            {note}
          </div>
        )}
      </div>
    </SectionCard>
  );
}
