import type { ReactNode } from 'react';

/** A pressed-or-not pill, for multi-choice filters. */
export function ChipToggle({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="rounded-full border border-slate-200 px-3 py-1 text-xs font-semibold text-slate-600 transition-colors hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 aria-pressed:border-emerald-500/50 aria-pressed:bg-emerald-500/10 aria-pressed:text-emerald-700 dark:border-white/10 dark:text-slate-400 dark:hover:border-white/20 dark:aria-pressed:text-emerald-300"
    >
      {children}
    </button>
  );
}
