import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from './icons';

interface CollapsibleSectionProps {
  title: string;
  icon?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A disclosure (button + region): the pattern screen readers announce as expandable. */
export function CollapsibleSection({
  title,
  icon,
  defaultOpen = false,
  children,
}: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const buttonId = useId();
  return (
    <section className="rounded-xl border border-slate-200 bg-white/60 dark:border-white/5 dark:bg-white/[0.03]">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-100"
        >
          {icon ? <span className="text-emerald-500 dark:text-emerald-400">{icon}</span> : null}
          <span className="flex-1">{title}</span>
          <ChevronDownIcon
            className={`size-4 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="px-4 pb-4"
      >
        {children}
      </div>
    </section>
  );
}
