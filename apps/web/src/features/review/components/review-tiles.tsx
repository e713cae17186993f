import type { ReactNode } from 'react';

export interface Tile {
  key: string;
  label: string;
  value: ReactNode;
  /** The colour of a single figure (a gain or a loss). */
  tone?: string;
  hint?: string | undefined;
  /** How much a figure stands on, said when that is too little to lean on. */
  note?: string | undefined;
  wide?: boolean;
}

const plain = 'text-slate-900 dark:text-white';

/** The review's figures: one bordered tile each (label, value, hint, and a note when few). */
export function StatTiles({ label, tiles }: { label: string; tiles: readonly Tile[] }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
    >
      {tiles.map((tile) => (
        <div
          key={tile.key}
          data-stat={tile.key}
          className={`min-w-0 rounded-xl border border-slate-200 px-3 py-2 dark:border-white/10 ${
            tile.wide ? 'col-span-2' : ''
          }`}
        >
          <dt className="text-xs text-slate-500 dark:text-slate-400">{tile.label}</dt>
          <dd
            className={`mt-0.5 text-sm font-semibold tabular-nums sm:text-lg ${tile.tone ?? plain}`}
          >
            {tile.value}
          </dd>
          {tile.hint ? (
            <dd className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{tile.hint}</dd>
          ) : null}
          {tile.note ? (
            <dd
              data-note="few"
              className="mt-0.5 text-xs italic text-slate-500 dark:text-slate-400"
            >
              {tile.note}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
