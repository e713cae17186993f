import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_BACKOFF,
  AttemptWindow,
  backoffSeconds,
  FailureThrottle,
  IP_BACKOFF,
} from './sign-in-throttle';

describe('sign-in back-off', () => {
  it('is free for the first failures, then doubles up to its cap', () => {
    // Account: 5 free, then 30 s · 2^(n − 5), at most 15 min.
    expect([0, 4, 5, 6, 7, 8, 9, 10, 50].map((n) => backoffSeconds(n, ACCOUNT_BACKOFF))).toEqual([
      0, 0, 30, 60, 120, 240, 480, 900, 900,
    ]);
    // Address: 20 free, then 60 s · 2^(n − 20), at most 15 min.
    expect([19, 20, 21, 24, 25].map((n) => backoffSeconds(n, IP_BACKOFF))).toEqual([
      0, 60, 120, 900, 900,
    ]);
  });

  it('locks a key for the scheduled time, then lets it try again', () => {
    let now = 0;
    const throttle = new FailureThrottle({ free: 2, baseSeconds: 10, maxSeconds: 60 }, () => now);
    throttle.fail('a');
    expect(throttle.retryAfter('a')).toBe(0);
    throttle.fail('a');
    expect(throttle.retryAfter('a')).toBe(10);
    expect(throttle.retryAfter('b')).toBe(0);
    now += 10_000;
    expect(throttle.retryAfter('a')).toBe(0);
    throttle.fail('a');
    expect(throttle.retryAfter('a')).toBe(20);
    throttle.reset('a');
    expect(throttle.retryAfter('a')).toBe(0);
  });

  it('forgets a key an hour after its last failure, and stays bounded', () => {
    let now = 0;
    const throttle = new FailureThrottle(
      { free: 1, baseSeconds: 10, maxSeconds: 60 },
      () => now,
      2,
    );
    throttle.fail('a');
    throttle.fail('a');
    now += 3600_001;
    throttle.fail('a');
    expect(throttle.retryAfter('a')).toBe(10); // counted from one again
    throttle.fail('b');
    throttle.fail('c'); // over the bound of 2: the least recently failed ('a') goes
    expect(throttle.retryAfter('a')).toBe(0);
    expect(throttle.retryAfter('c')).toBe(10);
  });

  it('allows at most max attempts in any window, counting refused ones for nothing', () => {
    let now = 0;
    const window = new AttemptWindow({ max: 3, windowSeconds: 60 }, () => now, 2);
    expect([window.take('a'), window.take('a')]).toEqual([0, 0]);
    now = 30_000;
    expect(window.take('a')).toBe(0);
    expect(window.take('a')).toBe(30); // the first attempt leaves the window at 60 s
    expect(window.take('b')).toBe(0);
    now = 60_001; // the first two have left the window
    expect([window.take('a'), window.take('a'), window.take('a')]).toEqual([0, 0, 30]);
    window.take('c'); // over the bound of 2 keys: the least recently used ('b') goes
    now = 60_002;
    expect([window.take('b'), window.take('b'), window.take('b')]).toEqual([0, 0, 0]);
  });
});
