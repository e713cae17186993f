/** A pulsing placeholder while analytics load. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-testid="analytics-skeleton"
      className={`animate-pulse rounded-lg bg-slate-200/70 dark:bg-white/5 ${className}`}
    />
  );
}
