import { describe, expect, it } from 'vitest';
import { aDelivery, aDeliveryPage } from '../testing/fixtures';
import {
  notificationDeliveriesQueryOptions,
  PENDING_REFETCH_MS,
} from './get-notification-deliveries';

describe('delivery log query', () => {
  const options = notificationDeliveriesQueryOptions({ page: 1, limit: 10 });
  // What TanStack Query hands the function: the query, whose state holds the last page.
  const interval = (data: ReturnType<typeof aDeliveryPage> | undefined) => {
    const refetch = options.refetchInterval;
    return typeof refetch === 'function' ? refetch({ state: { data } } as never) : refetch;
  };

  it('asks again every 3 s while a row is pending, and stops once none is', () => {
    expect(PENDING_REFETCH_MS).toBe(3000);
    expect(interval(aDeliveryPage([aDelivery(), aDelivery({ status: 'pending' })]))).toBe(3000);
    expect(interval(aDeliveryPage([aDelivery(), aDelivery({ status: 'failed' })]))).toBe(false);
    expect(interval(aDeliveryPage([]))).toBe(false);
    expect(interval(undefined)).toBe(false);
  });
});
