import { useTranslation } from 'react-i18next';
import { useLiveStore } from './live-store';

const DOT: Record<string, string> = {
  connected: 'bg-emerald-500',
  connecting: 'bg-amber-400 animate-pulse',
  reconnecting: 'bg-amber-400 animate-pulse',
};

/** Whether the screen is live: a dot, with its words for screen readers and wide screens. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const state = useLiveStore((s) => s.state);
  const label = t(`live.state.${state}`);
  return (
    <span
      role="status"
      aria-live="polite"
      title={label}
      data-live-state={state}
      className="inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-1 text-xs font-medium text-slate-600 dark:text-slate-300"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${DOT[state] ?? DOT.connecting}`} />
      <span className="sr-only sm:not-sr-only lg:max-xl:sr-only">{label}</span>
    </span>
  );
}
