import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@pulso/domain/core';
import { RefreshIcon } from '../../../components/ui/icons';
import { Tooltip } from '../../../components/ui/tooltip';

/** Reloads every query on screen; the spinner runs a fixed second (spec §2) as feedback. */
export function RefreshButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    if (refreshing) return;
    setRefreshing(true);
    void queryClient.invalidateQueries();
    timer.current = setTimeout(() => setRefreshing(false), LIMITS.refreshSpinnerMs);
  };

  const label = refreshing ? t('controls.refreshing') : t('controls.refresh');
  return (
    <Tooltip label={label}>
      {(tooltipId) => (
        <button
          type="button"
          onClick={refresh}
          aria-label={label}
          aria-describedby={tooltipId}
          aria-busy={refreshing}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-200 bg-white text-slate-600 shadow-sm transition-colors hover:border-emerald-500/50 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:border-white/10 dark:bg-ink-800 dark:text-slate-300 dark:hover:text-emerald-400"
        >
          <RefreshIcon className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
        </button>
      )}
    </Tooltip>
  );
}
