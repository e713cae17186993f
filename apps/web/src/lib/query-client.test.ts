import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a 4xx', () => {
    expect(shouldRetry(0, new ApiError('Permission Error', 403, 'FORBIDDEN'))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    const error = new ApiError('Boom', 503, 'SERVICE_UNAVAILABLE');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, new ApiError('Failed', 0, 'NETWORK'))).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});
