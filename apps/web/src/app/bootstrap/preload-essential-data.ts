import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { allAccountsQueryOptions, getAllAccounts } from '../../features/accounts';
import { copyTradesQueryOptions, getCopyTrades } from '../../features/copy-trades';
import { exchangesQueryOptions, getExchanges } from '../../features/exchanges';

export const ESSENTIAL_DATA_TOAST_ID = 'essential-data';

/**
 * Spec §4: after start-up, accounts, copy trades and exchanges load together; if any fails, one
 * message says so ('Failed to load essential data') instead of one toast per call. The data
 * lands in the query cache, so the pages that need it open without waiting.
 */
export async function preloadEssentialData(queryClient: QueryClient): Promise<boolean> {
  try {
    await Promise.all([
      queryClient.fetchQuery({
        ...allAccountsQueryOptions(),
        queryFn: ({ signal }) => getAllAccounts({ signal, silent: true }),
      }),
      queryClient.fetchQuery({
        ...copyTradesQueryOptions(),
        queryFn: ({ signal }) => getCopyTrades({ signal, silent: true }),
      }),
      queryClient.fetchQuery({
        ...exchangesQueryOptions(),
        queryFn: ({ signal }) => getExchanges({ signal, silent: true }),
      }),
    ]);
    return true;
  } catch (error) {
    console.error(MESSAGES.errors.startup.essentialData, error);
    toast.error(MESSAGES.errors.startup.essentialData, { toastId: ESSENTIAL_DATA_TOAST_ID });
    return false;
  }
}
