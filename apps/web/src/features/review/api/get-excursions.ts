import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RoundTrip } from '@pulso/domain/core';
import type { ExcursionsResponse } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { reviewKeys, type ReviewParams } from './review-keys';

export type Excursion = NonNullable<ExcursionsResponse['data'][number]['excursion']>;
/** By tripKey: an excursion, or null when Pulso has no candles of the trip's market. */
export type Excursions = ReadonlyMap<string, Excursion | null>;

const FETCH_FAILED = 'No se pudieron calcular las excursiones de las operaciones.';

/** How a trip is named to the excursions route, and found in its answer. */
export const tripKey = (trip: Pick<RoundTrip, 'accountId' | 'asset' | 'openedAtMs'>) =>
  `${trip.accountId}|${trip.asset}|${trip.openedAtMs}`;

/**
 * POST /trade-analysis/review/excursions (or /public/…): MAE and MFE of the listed trips, from
 * the market's candles. A closed trip's excursion does not change, so it is kept a while; the key
 * is under the review's, so a new trade marks it stale with the review.
 */
export function useExcursions(scope: ReviewParams['scope'], trips: readonly RoundTrip[]) {
  const keys = trips.map(({ accountId, asset, openedAtMs }) => ({ accountId, asset, openedAtMs }));
  return useQuery({
    queryKey: [...reviewKeys.all, 'excursions', scope, keys.map(tripKey).join(',')],
    queryFn: async ({ signal }): Promise<Excursions> => {
      const answer = await apiFetch<ExcursionsResponse>(
        `/trade-analysis/${scope === 'public' ? 'public/' : ''}review/excursions`,
        {
          method: 'POST',
          body: { trips: keys },
          defaultMessage: FETCH_FAILED,
          auth: scope === 'private',
          silent: true,
          signal,
        },
      );
      return new Map((answer?.data ?? []).map((d) => [tripKey(d), d.excursion]));
    },
    enabled: keys.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
