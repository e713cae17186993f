import { useTranslation } from 'react-i18next';

// A fixed, obviously illustrative equity curve: the hero shows what the dashboard looks like
// without calling the API (and is labelled as sample data).
const CURVE = [
  12, 14, 13, 17, 16, 19, 18, 22, 21, 20, 24, 27, 25, 29, 31, 30, 34, 33, 37, 36, 40, 43, 41, 46,
];
const WIDTH = 320;
const HEIGHT = 120;

function curvePath(): { line: string; area: string } {
  const max = Math.max(...CURVE);
  const min = Math.min(...CURVE);
  const points = CURVE.map((value, index) => {
    const x = (index / (CURVE.length - 1)) * WIDTH;
    const y = HEIGHT - ((value - min) / (max - min)) * (HEIGHT - 12) - 6;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const line = `M${points.join(' L')}`;
  return { line, area: `${line} L${WIDTH},${HEIGHT} L0,${HEIGHT} Z` };
}

const BARS = [38, 52, 44, 70, 58, 64, 82, 60, 74, 90, 68, 78];

export function HomePreview() {
  const { t } = useTranslation();
  const { line, area } = curvePath();
  const stats = [
    { label: t('home.previewRoi'), value: '+18,7 %', tone: 'text-emerald-500' },
    { label: t('home.previewWinRate'), value: '64,2 %', tone: 'text-slate-900 dark:text-white' },
    { label: t('home.previewVolume'), value: '$ 1,28 M', tone: 'text-slate-900 dark:text-white' },
  ];
  return (
    <figure
      aria-label={`${t('home.previewTitle')} (${t('home.previewSample')})`}
      className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-2xl shadow-slate-900/10 dark:border-white/10 dark:bg-ink-900 dark:shadow-black/50"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
            {t('home.previewPnl')}
          </p>
          <p className="mt-1 whitespace-nowrap font-mono text-2xl font-semibold tabular-nums sm:text-3xl text-slate-900 dark:text-white">
            +$ 24.318,40
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            {t('home.previewPeriod')}
          </p>
        </div>
        <span className="shrink-0 whitespace-nowrap rounded-full bg-amber-500/10 px-2.5 py-1 text-[11px] font-semibold text-amber-600 dark:text-amber-300">
          {t('home.previewSample')}
        </span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-4 h-32 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <defs>
          <linearGradient id="home-preview-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="#10b981" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#10b981" stopOpacity="0" />
          </linearGradient>
        </defs>
        <path d={area} fill="url(#home-preview-fill)" />
        <path
          d={line}
          fill="none"
          stroke="#10b981"
          strokeWidth="2.2"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-2 flex h-10 items-end gap-1" aria-hidden="true">
        {BARS.map((height, index) => (
          <span
            key={index}
            style={{ height: `${height}%` }}
            className={`flex-1 rounded-sm ${index % 4 === 2 ? 'bg-rose-500/50' : 'bg-emerald-500/40'}`}
          />
        ))}
      </div>
      <dl className="mt-5 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 dark:border-white/5">
        {stats.map((stat) => (
          <div key={stat.label}>
            <dt className="text-[11px] font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">
              {stat.label}
            </dt>
            <dd className={`mt-1 font-mono text-sm font-semibold tabular-nums ${stat.tone}`}>
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
