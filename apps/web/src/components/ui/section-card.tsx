import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled panel of a settings or admin page; the title names the region. */
export function SectionCard({
  title,
  description,
  icon,
  actions,
  children,
  className = '',
}: SectionCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.02] dark:border-white/5 dark:bg-ink-900 ${className}`}
    >
      <header className="flex flex-wrap items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6 dark:border-white/5">
        {icon ? (
          <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
            {icon}
          </span>
        ) : null}
        {/* At least 14rem for the title: on a phone the actions wrap below it instead of squeezing it. */}
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={titleId} className="text-base font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? (
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {actions}
      </header>
      <div className="px-5 py-5 sm:px-6">{children}</div>
    </section>
  );
}
