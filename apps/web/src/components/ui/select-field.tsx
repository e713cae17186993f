import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  /** Compact fields (toolbar) keep the label for screen readers only. */
  hideLabel?: boolean;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A native select: keyboard, mobile pickers and screen readers work without extra code. */
export function SelectField({
  label,
  hideLabel = false,
  icon,
  className = '',
  children,
  ...props
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label
        htmlFor={id}
        className={
          hideLabel
            ? 'sr-only'
            : 'text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400'
        }
      >
        {label}
      </label>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">
            {icon}
          </span>
        ) : null}
        <select
          id={id}
          {...props}
          className={`h-9 w-full appearance-none rounded-lg border border-slate-200 bg-white pr-9 text-sm text-slate-800 shadow-sm transition-colors hover:border-slate-300 focus-visible:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100 dark:hover:border-white/20 ${icon ? 'pl-9' : 'pl-3'}`}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute inset-y-0 right-3 my-auto size-4 text-slate-400" />
      </div>
    </div>
  );
}
