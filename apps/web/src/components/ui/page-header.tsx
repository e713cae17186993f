import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  lead?: string;
  icon?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, lead, icon, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex items-start gap-4">
        {icon ? (
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-500/10 text-emerald-600 dark:text-emerald-400">
            {icon}
          </span>
        ) : null}
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {lead ? (
            <p className="mt-1.5 max-w-2xl text-sm text-slate-600 dark:text-slate-400">{lead}</p>
          ) : null}
        </div>
      </div>
      {actions}
    </div>
  );
}
