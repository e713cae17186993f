import { PulseIcon } from './icons';

/** The logo tile; decorative, the wordmark next to it carries the name. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-emerald-400 to-teal-600 text-ink-950 shadow-lg shadow-emerald-500/20 ${className}`}
    >
      <PulseIcon className="size-[62%]" strokeWidth={2.6} />
    </span>
  );
}
