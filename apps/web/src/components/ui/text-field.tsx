import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormError } from './form-error';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null | undefined;
  icon?: ReactNode;
  /** 36 px high, to line up with select fields in a filter row. */
  compact?: boolean;
  className?: string;
  inputClassName?: string;
}

/** A labelled input with its hint and error wired to it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  icon,
  compact = false,
  className = '',
  inputClassName = '',
  ...props
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
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
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...props}
          className={`${compact ? 'h-9' : 'h-10'} w-full rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 hover:border-slate-300 focus-visible:border-emerald-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500/50 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-rose-500 dark:border-white/10 dark:bg-ink-800 dark:text-slate-100 dark:placeholder:text-slate-500 dark:hover:border-white/20 ${icon ? 'pl-9' : ''} ${inputClassName}`}
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      {error ? <FormError id={errorId}>{error}</FormError> : null}
    </div>
  );
}
