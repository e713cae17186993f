import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveInvalidator } from './invalidator';
import { connectLive, type LiveState } from './live-connection';
import { keysFor } from './live-keys';
import { markFailuresSeen, takeMissedFailures } from './missed-failures';

/** A stand-in EventSource the test drives: open, error, and events by type. */
class FakeEventSource {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, id: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const l of this.listeners.get(type) ?? []) l(event);
  }
}

describe('which queries a live event makes stale', () => {
  it("a trade: the trades tables and charts, the account's orders and its day's loss; figures: analytics and the account cards", () => {
    const trade = {
      accountId: 'a',
      tradeId: 't',
      side: 'buy',
      asset: 'BTC',
      amount: '1',
      price: '2',
      at: '',
    };
    expect(keysFor('trade.recorded', trade)).toEqual([
      ['trades'],
      ['working-orders', 'account', 'a'],
      ['entries-pause', 'risk-limits', 'a'],
    ]);
    expect(keysFor('analytics.changed', { accountId: 'a' })).toEqual([
      ['tradeAnalysis'],
      ['trade-review'],
      ['accounts'],
    ]);
  });

  it("an account's orders: only that account's open orders", () => {
    expect(keysFor('orders.changed', { accountId: 'a' })).toEqual([
      ['working-orders', 'account', 'a'],
    ]);
  });

  it("an account's copies: that receiving account's copy ledger, and the copy links (a stop)", () => {
    expect(keysFor('copies.changed', { accountId: 'a' })).toEqual([
      ['copy-ledger', 'account', 'a'],
      ['copyTrade'],
    ]);
  });

  it("a signal's steps: only that signal's progress panel", () => {
    const step = {
      signalId: 's1',
      accountId: 'a',
      step: 'VALIDATION',
      status: 'success' as const,
      durationMs: 3,
    };
    expect(keysFor('signal.step', step)).toEqual([['trades', 'signal', 's1']]);
  });

  it('logs and lists: their own pages', () => {
    expect(keysFor('receiver-log.written', { logId: 'l', accountId: null })).toEqual([
      ['receiverLog'],
    ]);
    expect(keysFor('list.changed', { listId: 'l', change: 'created' })[0]).toEqual([
      'accountLists',
    ]);
  });
});

describe('LiveInvalidator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a burst of 100 trades refetches each touched query once', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const invalidator = new LiveInvalidator(client, 250);
    for (let i = 0; i < 100; i++) invalidator.add([['trades'], ['tradeAnalysis']]);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenCalledWith({ queryKey: ['trades'] });
    expect(spy).toHaveBeenCalledWith({ queryKey: ['tradeAnalysis'] });
  });

  it('resync refetches everything', () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const invalidator = new LiveInvalidator(client, 250);
    invalidator.add([['trades']]);
    invalidator.all();
    vi.advanceTimersByTime(250);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith();
  });
});

describe('connectLive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('opens with a ticket, passes events on, and reconnects with a new ticket from the last id', async () => {
    const states: LiveState[] = [];
    const events: [string, unknown][] = [];
    let tickets = 0;
    const close = connectLive({
      url: '/api/events',
      ticket: async () => `t${++tickets}`,
      onEvent: (type, data) => events.push([type, data]),
      onState: (s) => states.push(s),
      EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.made[0]!;
    expect(first.url).toBe('/api/events?ticket=t1');
    first.onopen?.();
    first.emit('trade.recorded', '41', { accountId: 'a' });
    expect(events).toEqual([['trade.recorded', { accountId: 'a' }]]);

    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    const second = FakeEventSource.made[1]!;
    expect(second.url).toBe('/api/events?ticket=t2&lastEventId=41');
    second.onopen?.();
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);

    close();
    expect(second.closed).toBe(true);
  });

  it('backs off: 1 s, 2 s, 4 s… while the server stays away', async () => {
    connectLive({
      url: '/api/events',
      ticket: async () => null,
      onEvent: () => {},
      onState: () => {},
      EventSourceImpl: FakeEventSource as unknown as typeof EventSource,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.made[0]!.url).toBe('/api/events');
    FakeEventSource.made[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.made[1]!.onerror?.();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(3);
  });
});

describe('alerts that failed while no page was open', () => {
  const NOW = Date.parse('2026-11-25T12:00:00Z');
  const memory = () => {
    const m = new Map<string, string>();
    return {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
    };
  };
  const failure = (finishedAt: string) => ({
    signalId: 's-' + finishedAt,
    accountId: 'a',
    accountName: 'Binance spot',
    source: 'webhook',
    step: 'EXECUTE_ORDER',
    reason: 'Saldo insuficiente',
    finishedAt,
  });

  it('a first visit looks back a day; each failure is told once, then the mark moves past it', async () => {
    const storage = memory();
    const asked: string[] = [];
    const server = [failure('2026-11-25T11:00:00.000Z'), failure('2026-11-25T10:00:00.000Z')];
    const fetchFailed = async (since: string) => {
      asked.push(since);
      const items = server.filter((f) => f.finishedAt > since);
      return {
        data: items,
        pagination: { page: 1, totalPages: 1, total: items.length, limit: 20 },
      };
    };
    const first = await takeMissedFailures('u1', { storage, fetchFailed, now: () => NOW });
    expect(asked[0]).toBe('2026-11-24T12:00:00.000Z');
    expect(first?.pagination.total).toBe(2);
    expect(first?.data[0]?.finishedAt).toBe('2026-11-25T11:00:00.000Z');
    // Opened again: nothing new, nothing told.
    expect(await takeMissedFailures('u1', { storage, fetchFailed, now: () => NOW })).toBeNull();
    expect(asked[1]).toBe('2026-11-25T11:00:00.000Z');
    // Another user on this browser has their own mark.
    expect(
      (await takeMissedFailures('u2', { storage, fetchFailed, now: () => NOW }))?.pagination.total,
    ).toBe(2);
  });

  it('a failure shown live is not told again; an unreachable server moves nothing', async () => {
    const storage = memory();
    markFailuresSeen(storage, 'u1', '2026-11-25T11:30:00.000Z');
    markFailuresSeen(storage, 'u1', '2026-11-25T11:00:00.000Z'); // never backwards
    const asked: string[] = [];
    const offline = async (since: string) => {
      asked.push(since);
      return null;
    };
    expect(
      await takeMissedFailures('u1', { storage, fetchFailed: offline, now: () => NOW }),
    ).toBeNull();
    expect(
      await takeMissedFailures('u1', { storage, fetchFailed: offline, now: () => NOW }),
    ).toBeNull();
    expect(asked).toEqual(['2026-11-25T11:30:00.000Z', '2026-11-25T11:30:00.000Z']);
  });
});
