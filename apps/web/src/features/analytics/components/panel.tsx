import { useId, type ReactNode } from 'react';

/** A titled dashboard panel (a region named by its title; no header landmark). */
export function Panel({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.02] dark:border-white/5 dark:bg-ink-900"
    >
      <div className="flex flex-wrap items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6 dark:border-white/5">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? (
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
