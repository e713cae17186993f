/**
 * A small group of mutually exclusive buttons (aria-pressed), for a view or an order picked
 * among two to four: the review calendar's month or year, the leaderboard's ranking.
 */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
}: {
  /** The group's accessible name. */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex rounded-lg bg-slate-100 p-0.5 dark:bg-white/10 ${className}`}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={`rounded-md px-3 py-1 text-xs font-medium ${
            option.value === value
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
