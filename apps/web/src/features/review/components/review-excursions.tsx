import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoundTrip } from '@pulso/domain/core';
import { ToggleGroup } from '../../../components/ui/toggle-group';
import { useElementWidth } from '../../../lib/use-element-width';
import { useIntlLocale } from '../../../lib/intl-locale';
import { tripKey, type Excursions } from '../api/get-excursions';
import { usd } from '../lib/review-format';

type Side = 'mae' | 'mfe';

/** Drawn at the width it is given (text stays 11 px), at most this wide; never narrower. */
const MAX_WIDTH = 576;
const MIN_WIDTH = 240;
/** Room for the axes' labels: left, right, top, bottom. */
const PAD = { left: 88, right: 12, top: 24, bottom: 34 };
/** Labels closer than this (px) to one already placed are left out: the ends go first. */
const LABEL_GAP = { x: 90, y: 16 };

/** The ends of an extent, then 0, each kept only if it has room beside those kept before it. */
function labels([low, high]: [number, number], at: (v: number) => number, gap: number) {
  const kept: number[] = [];
  for (const value of [low, high, 0]) {
    if (kept.every((k) => Math.abs(at(k) - at(value)) >= gap)) kept.push(value);
  }
  return kept;
}

/** The lowest and highest value with 0 among them: the labelled ends of an axis. */
const extent = (values: readonly number[]): [number, number] => [
  Math.min(0, ...values),
  Math.max(0, ...values),
];

/** An extent widened 5 % each way, so no point sits on the frame. */
function domain([low, high]: [number, number]): [number, number] {
  const room = (high - low || 1) * 0.05;
  return [low - room, high + room];
}

/**
 * MAE or MFE against the result (issue 38): one point per listed trip with candles, the
 * excursion across, the net result up; green a win, red a loss. How far the winners went against
 * them says where a stop would have cut them; how far the losers went for them, what a target
 * would have kept. Trips with a gap in the candles are counted under the plot.
 */
export function ReviewExcursions({
  trips,
  excursions,
}: {
  trips: readonly RoundTrip[];
  excursions: Excursions;
}) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [side, setSide] = useState<Side>('mae');
  const [frame, measured] = useElementWidth<HTMLDivElement>(480);
  const width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, measured));
  const height = Math.round(Math.min(280, width * 0.62));
  const points = trips.flatMap((trip) => {
    const excursion = excursions.get(tripKey(trip));
    return excursion
      ? [{ trip, x: Number(excursion[side]), y: Number(trip.netPnl), gaps: excursion.missingBars }]
      : [];
  });
  const withoutMarket = trips.filter((trip) => excursions.get(tripKey(trip)) === null).length;
  const withGaps = points.filter((p) => p.gaps > 0).length;
  if (points.length === 0) return null;

  const xs = extent(points.map((p) => p.x));
  const ys = extent(points.map((p) => p.y));
  const [x0, x1] = domain(xs);
  const [y0, y1] = domain(ys);
  const sx = (x: number) => PAD.left + ((x - x0) / (x1 - x0)) * (width - PAD.left - PAD.right);
  const sy = (y: number) =>
    height - PAD.bottom - ((y - y0) / (y1 - y0)) * (height - PAD.top - PAD.bottom);
  const axis = 'fill-slate-500 text-[11px] dark:fill-slate-400';
  const sideLabel = t(`review.columns.${side}`);

  return (
    <section aria-labelledby="review-excursions" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="review-excursions" className="text-sm font-semibold text-slate-900 dark:text-white">
          {t('review.excursions.title')}
        </h3>
        <ToggleGroup
          label={t('review.excursions.pick')}
          value={side}
          onChange={setSide}
          options={[
            { value: 'mae', label: t('review.columns.mae') },
            { value: 'mfe', label: t('review.columns.mfe') },
          ]}
        />
      </div>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t(`review.excursions.explain.${side}`)}
      </p>
      <div ref={frame} className="w-full max-w-xl">
        <svg
          role="img"
          aria-label={t('review.excursions.plotLabel', { side: sideLabel, count: points.length })}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="max-w-full"
        >
          {/* The zero lines: no excursion, no result. */}
          <line
            x1={sx(0)}
            x2={sx(0)}
            y1={PAD.top}
            y2={height - PAD.bottom}
            className="stroke-slate-300 dark:stroke-white/20"
          />
          <line
            x1={PAD.left}
            x2={width - PAD.right}
            y1={sy(0)}
            y2={sy(0)}
            className="stroke-slate-300 dark:stroke-white/20"
          />
          {/* The labels are the data's own ends (and 0), where they fall. */}
          {labels(ys, sy, LABEL_GAP.y).map((y) => (
            <text key={y} x={PAD.left - 6} y={sy(y) + 4} textAnchor="end" className={axis}>
              {usd(String(y), locale, true)}
            </text>
          ))}
          {labels(xs, sx, LABEL_GAP.x).map((x) => (
            <text
              key={x}
              x={sx(x)}
              y={height - PAD.bottom + 14}
              textAnchor={x === xs[0] ? 'start' : x === xs[1] ? 'end' : 'middle'}
              className={axis}
            >
              {usd(String(x), locale, true)}
            </text>
          ))}
          <text x={(PAD.left + width) / 2} y={height - 4} textAnchor="middle" className={axis}>
            {sideLabel} (US$)
          </text>
          <text x={PAD.left} y={12} className={axis}>
            {t('review.columns.netPnl')} (US$)
          </text>
          {points.map(({ trip, x, y }) => (
            <circle
              key={tripKey(trip)}
              data-point={side}
              cx={sx(x)}
              cy={sy(y)}
              r={3.5}
              className={
                y > 0
                  ? 'fill-emerald-500/70 stroke-emerald-700'
                  : y < 0
                    ? 'fill-rose-500/70 stroke-rose-700'
                    : 'fill-slate-400/70 stroke-slate-600'
              }
            >
              <title>
                {`${trip.symbol} · ${sideLabel} ${usd(String(x), locale, true)} · ${t('review.columns.netPnl')} ${usd(trip.netPnl, locale, true)}`}
              </title>
            </circle>
          ))}
        </svg>
      </div>
      <p data-note="excursions" className="text-xs text-slate-500 dark:text-slate-400">
        {t('review.excursions.counted', { count: points.length })}
        {withGaps > 0 ? ` ${t('review.excursions.withGaps', { count: withGaps })}` : ''}
        {withoutMarket > 0
          ? ` ${t('review.excursions.withoutMarket', { count: withoutMarket })}`
          : ''}
      </p>
    </section>
  );
}
