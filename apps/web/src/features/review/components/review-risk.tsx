import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_VALUE,
  formatNumber,
  formatUsd,
  REVIEW_MINIMUM_DAYS,
  type DrawdownEpisode,
  type PeriodRisk,
} from '@pulso/domain/core';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useIntlLocale } from '../../../lib/intl-locale';
import { SeriesChart } from '../../analytics';
import { episodesCsv } from '../lib/review-csv';
import { CsvButton } from './csv-button';
import { percent } from '../lib/review-format';
import { StatTiles, type Tile } from './review-tiles';

const muted = 'text-xs text-slate-500 dark:text-slate-400';
const loss = 'text-rose-600 dark:text-rose-400';
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

interface ReviewRiskProps {
  risk: PeriodRisk;
  /** The capital the viewer named; null: the server's default (risk.capital says which). */
  capital: number | null;
  /** Absent: the capital is not the viewer's to change here (a backtest's is its own). */
  onCapital?: ((capital: number | null) => void) | undefined;
}

/**
 * Riesgo del periodo (issue 38): the figures of the daily equity curve — capital plus each day's
 * net result — labelled as such, never mixed with the trade statistics above; the underwater
 * chart; and the deepest drawdown episodes. The viewer may name the capital the curve starts from.
 */
export function ReviewRisk({ risk, capital, onCapital }: ReviewRiskProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const number = (n: number | null) => (n === null ? EMPTY_VALUE : formatNumber(n, 2, locale));
  const ruined = risk.capitalExhausted ? t('review.risk.exhaustedShort') : undefined;
  const tiles: Tile[] = [
    {
      key: 'totalReturn',
      label: t('review.risk.totalReturn'),
      value: percent(risk.totalReturnPct, locale, true),
      tone: risk.totalReturnPct < 0 ? loss : undefined,
      hint: t('review.risk.endEquity', { equity: formatUsd(risk.endEquity, { locale }) }),
    },
    {
      key: 'maxDrawdown',
      label: t('review.risk.maxDrawdown'),
      value: percent(risk.maxDrawdownPct, locale),
      tone: risk.maxDrawdownPct < 0 ? loss : undefined,
    },
    {
      key: 'underwater',
      label: t('review.risk.underwaterTime'),
      value: percent(risk.underwaterPct, locale),
      hint: t('review.risk.underwaterHint'),
    },
    {
      key: 'volatility',
      label: t('review.risk.volatility'),
      value: percent(risk.volatilityPct, locale),
      hint: t('review.risk.annualised'),
      note: ruined,
    },
    {
      key: 'sharpe',
      label: t('review.risk.sharpe'),
      value: number(risk.sharpe),
      hint: t('review.risk.annualised'),
      note: ruined,
    },
    {
      key: 'sortino',
      label: t('review.risk.sortino'),
      value: number(risk.sortino),
      hint:
        risk.sortino === null && !risk.capitalExhausted && risk.days > 1
          ? t('review.risk.noLosingDay')
          : t('review.risk.annualised'),
      note: ruined,
    },
    {
      key: 'cagr',
      label: t('review.risk.cagr'),
      value: percent(risk.cagrPct, locale, true),
      hint: risk.cagrPct === null ? t('review.risk.needsYear') : undefined,
      note: ruined,
    },
    {
      key: 'calmar',
      label: t('review.risk.calmar'),
      value: number(risk.calmar),
      hint: risk.calmar === null ? t('review.risk.calmarNeeds') : undefined,
      note: ruined,
    },
  ];
  const underwater = useMemo(
    () => risk.underwater.map((p) => ({ time: dayMs(p.day), value: p.drawdownPct })),
    [risk.underwater],
  );

  return (
    <section aria-labelledby="review-risk-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h3
            id="review-risk-title"
            className="text-sm font-semibold text-slate-900 dark:text-white"
          >
            {t('review.risk.title')}
          </h3>
          <p className={muted}>
            {t('review.risk.basis', {
              capital: formatUsd(risk.capital, { locale }),
              count: risk.days,
            })}
          </p>
          {risk.few ? (
            <p data-note="few" className={`${muted} italic`}>
              {t('review.fewDays', { count: risk.days, minimum: REVIEW_MINIMUM_DAYS })}
            </p>
          ) : null}
          {risk.capitalExhausted ? (
            <p role="note" className="text-xs text-rose-700 dark:text-rose-300">
              {t('review.risk.exhausted')}
            </p>
          ) : null}
        </div>
        {onCapital ? <CapitalForm capital={capital} onCapital={onCapital} /> : null}
      </div>
      <StatTiles label={t('review.risk.label')} tiles={tiles} />
      <div>
        <h4 className="mb-1 text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('review.risk.underwaterTitle')}
        </h4>
        <SeriesChart
          bars={underwater}
          label={t('review.risk.underwaterLabel', {
            depth: percent(risk.maxDrawdownPct, locale),
          })}
          testId="underwater-chart"
          bucketMs={86_400_000}
          className="h-40"
        />
      </div>
      <DrawdownEpisodes episodes={risk.episodes} />
    </section>
  );
}

/** The capital the curve starts from: the viewer's figure, or the default again. */
function CapitalForm({
  capital,
  onCapital,
}: {
  capital: number | null;
  onCapital: (capital: number | null) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(capital === null ? '' : String(capital));
  const value = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(value) && value > 0 && value <= 1e12;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onCapital(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label={t('review.risk.capital')}
        type="number"
        inputMode="decimal"
        min="1"
        step="any"
        compact
        className="w-44"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={text.trim() !== '' && !valid ? t('review.risk.capitalInvalid') : null}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={!valid}>
        {t('review.risk.apply')}
      </Button>
      {capital !== null ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => {
            setText('');
            onCapital(null);
          }}
        >
          {t('review.risk.reset')}
        </Button>
      ) : null}
    </form>
  );
}

/** The deepest drawdown episodes: from the first day under the peak to the day back at it. */
function DrawdownEpisodes({ episodes }: { episodes: readonly DrawdownEpisode[] }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const day = (d: string) => date.format(dayMs(d));
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {t('review.risk.episodesTitle')}
        </h4>
        {episodes.length > 0 ? (
          <CsvButton
            label={t('review.risk.csv.export')}
            name={t('review.risk.csv.file')}
            csv={() =>
              episodesCsv(episodes, [
                t('review.risk.csv.start'),
                t('review.risk.csv.trough'),
                t('review.risk.csv.recovery'),
                t('review.risk.csv.depthPct'),
                t('review.risk.csv.depth'),
                t('review.risk.csv.days'),
              ])
            }
          />
        ) : null}
      </div>
      {episodes.length === 0 ? (
        <p className={muted}>{t('review.risk.noEpisodes')}</p>
      ) : (
        <ol aria-label={t('review.risk.episodesTitle')} className="flex flex-col gap-1.5">
          {episodes.map((e, i) => (
            <li
              key={e.start}
              data-episode={i + 1}
              className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 rounded-xl border border-slate-200 px-3 py-2 text-sm dark:border-white/10"
            >
              <span className={`font-semibold tabular-nums ${loss}`}>
                {percent(e.depthPct, locale)}
              </span>
              <span className={`tabular-nums ${loss}`}>
                {formatUsd(e.depth, { locale, signed: true })}
              </span>
              <span className="text-slate-700 dark:text-slate-200">
                {t('review.risk.episode', {
                  start: day(e.start),
                  trough: day(e.trough),
                })}
              </span>
              <span className="text-slate-700 dark:text-slate-200">
                {e.recovery === null
                  ? t('review.risk.notRecovered')
                  : t('review.risk.recovered', { date: day(e.recovery) })}
              </span>
              <span className={muted}>{t('review.risk.episodeDays', { count: e.days })}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
