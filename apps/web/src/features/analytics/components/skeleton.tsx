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

/**
 * Where a dashboard goes while its code loads: as tall as the screen, so what comes after it
 * stays below the fold and nothing on screen moves when the dashboard arrives (layout shift).
 */
export function DashboardPlaceholder() {
  return (
    <div aria-busy="true" className="flex min-h-dvh flex-col gap-6">
      <Skeleton className="h-32" />
      <div className="grid flex-1 gap-6 lg:grid-cols-2">
        <Skeleton />
        <Skeleton />
      </div>
    </div>
  );
}
