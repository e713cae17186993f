import { useId, type ReactElement, type ReactNode } from 'react';

interface TooltipProps {
  label: string;
  /** Receives the tooltip id so the trigger can point at it with aria-describedby. */
  children: (tooltipId: string) => ReactElement;
  side?: 'top' | 'bottom';
}

/** CSS-only: shown on hover and on keyboard focus, so it needs no state or positioning code. */
export function Tooltip({ label, children, side = 'bottom' }: TooltipProps): ReactNode {
  const id = useId();
  const position = side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2';
  return (
    <span className="group/tooltip relative inline-flex">
      {children(id)}
      <span
        id={id}
        role="tooltip"
        className={`pointer-events-none absolute left-1/2 z-50 -translate-x-1/2 ${position} whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs font-medium text-white opacity-0 shadow-lg ring-1 ring-white/10 transition-opacity duration-150 group-focus-within/tooltip:opacity-100 group-hover/tooltip:opacity-100 dark:bg-slate-700`}
      >
        {label}
      </span>
    </span>
  );
}
