import { useTranslation } from 'react-i18next';
import { formatNumber, type Counted, type TradeStatistics } from '@pulso/domain/core';
import { useIntlLocale } from '../../../lib/intl-locale';
import { formatHold, percent, rMultiple, ratio, tone, usd } from '../lib/review-format';
import { StatTiles, type Tile } from './review-tiles';

/** Two figures side by side ('ganancia / pérdida'), each in its own colour; they wrap on a phone. */
function Pair({ left, right }: { left: { text: string; tone: string }; right: typeof left }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-1.5">
      <span className={left.tone}>{left.text}</span>
      <span aria-hidden="true" className="text-slate-400">
        /
      </span>
      <span className={right.tone}>{right.text}</span>
    </span>
  );
}

/** The trade-level statistics of the review: one tile each, with its N when that is too small. */
export function ReviewStatistics({ statistics: s }: { statistics: TradeStatistics }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const int = (n: number) => formatNumber(n, 0, locale);
  const few = (c: Counted<unknown>) =>
    // No figure at all (no trip with a stop): nothing to qualify.
    c.few && c.value !== null ? t('review.few', { n: c.n, minimum: s.minimumTrips }) : undefined;
  const days = s.days.winning + s.days.flat + s.days.losing;

  const tiles: Tile[] = [
    {
      key: 'trips',
      label: t('review.stats.trips'),
      value: int(s.trips),
      hint: t('review.stats.tripsHint', { wins: s.wins, losses: s.losses, flat: s.flat }),
    },
    {
      key: 'netPnl',
      label: t('review.stats.netPnl'),
      value: usd(s.netPnl, locale, true),
      tone: tone(s.netPnl),
    },
    {
      key: 'profitFactor',
      label: t('review.stats.profitFactor'),
      value: ratio(s.profitFactor.value, locale),
      hint: t('review.stats.profitFactorHint'),
      note: few(s.profitFactor),
    },
    {
      key: 'expectancy',
      label: t('review.stats.expectancy'),
      value: usd(s.expectancy.value, locale, true),
      tone: tone(s.expectancy.value),
      hint: t('review.stats.expectancyHint'),
      note: few(s.expectancy),
    },
    {
      key: 'expectancyR',
      label: t('review.stats.expectancyR'),
      value: rMultiple(s.expectancyR.value, locale),
      tone: tone(s.expectancyR.value),
      hint: t('review.stats.expectancyRHint'),
      // Its N is the trips with a stop, not all of them: always said.
      note: few(s.expectancyR) ?? t('review.n', { n: s.expectancyR.n }),
    },
    {
      key: 'payoffRatio',
      label: t('review.stats.payoffRatio'),
      value: ratio(s.payoffRatio.value, locale),
      hint: t('review.stats.payoffRatioHint'),
      note: few(s.payoffRatio),
    },
    {
      key: 'winRate',
      label: t('review.stats.winRate'),
      value: percent(s.winRate.value, locale),
      note: few(s.winRate),
    },
    {
      key: 'averages',
      label: t('review.stats.averages'),
      value: (
        <Pair
          left={{ text: usd(s.averageWin, locale, true), tone: tone(s.averageWin) }}
          right={{ text: usd(s.averageLoss, locale, true), tone: tone(s.averageLoss) }}
        />
      ),
    },
    {
      key: 'largest',
      label: t('review.stats.largest'),
      value: (
        <Pair
          left={{ text: usd(s.largestWin, locale, true), tone: tone(s.largestWin) }}
          right={{ text: usd(s.largestLoss, locale, true), tone: tone(s.largestLoss) }}
        />
      ),
    },
    {
      key: 'streaks',
      label: t('review.stats.streaks'),
      value: `${int(s.maxConsecutiveWins)} / ${int(s.maxConsecutiveLosses)}`,
      hint: t('review.stats.streaksHint'),
    },
    {
      key: 'hold',
      label: t('review.stats.hold'),
      value: `${formatHold(s.averageHoldWinnersMs)} / ${formatHold(s.averageHoldLosersMs)}`,
      hint: t('review.stats.holdHint'),
    },
    {
      key: 'days',
      label: t('review.stats.days'),
      value: `${int(s.days.winning)} / ${int(s.days.flat)} / ${int(s.days.losing)}`,
      note: s.days.few
        ? t('review.fewDays', { count: days, minimum: s.days.minimumDays })
        : undefined,
    },
    {
      key: 'sides',
      label: t('review.stats.sides'),
      wide: true,
      value: (
        <span className="flex flex-col gap-0.5 text-sm font-normal">
          {(['long', 'short'] as const).map((side) => (
            <span key={side} data-side={side}>
              <span className="font-semibold">{t(`review.sidesPlural.${side}`)}: </span>
              <span className="text-slate-600 dark:text-slate-300">
                {t('review.stats.side', {
                  trips: int(s[side].trips),
                  net: usd(s[side].netPnl, locale, true),
                  winRate: percent(s[side].winRate, locale),
                })}
              </span>
            </span>
          ))}
        </span>
      ),
    },
  ];

  return <StatTiles label={t('review.statsLabel')} tiles={tiles} />;
}
