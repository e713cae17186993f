import { describe, expect, it } from 'vitest';
import { OutboundRefused } from '../../lib/outbound-http';
import { backoffMs, outcomeOfAnswer, outcomeOfError } from './delivery-outcome';

const answer = (status: number, body = '', headers: Record<string, string> = {}) => ({
  status,
  body,
  headers,
});

describe('what an attempt comes to', () => {
  it('sends on 2xx, retries 408/429/5xx honouring the channel’s wait, gives up on other 4xx', () => {
    expect(outcomeOfAnswer(answer(204))).toEqual({ kind: 'sent', answer: 'HTTP 204' });
    expect(outcomeOfAnswer(answer(429, '{"retry_after": 1.5}'))).toMatchObject({
      kind: 'retry',
      afterMs: 1500,
    });
    // Telegram says it inside `parameters`.
    expect(
      outcomeOfAnswer(answer(429, '{"ok":false,"parameters":{"retry_after":7}}')),
    ).toMatchObject({ kind: 'retry', afterMs: 7000 });
    expect(outcomeOfAnswer(answer(503, '', { 'retry-after': '2' }))).toMatchObject({
      kind: 'retry',
      afterMs: 2000,
    });
    // A channel asking for a day waits 15 minutes at most.
    expect(outcomeOfAnswer(answer(429, '', { 'retry-after': '86400' }))).toMatchObject({
      afterMs: 15 * 60_000,
    });
    expect(outcomeOfAnswer(answer(500, 'x'.repeat(500)))).toMatchObject({
      kind: 'retry',
      afterMs: null,
    });
    expect(outcomeOfAnswer(answer(410, 'gone'))).toEqual({
      kind: 'failed',
      answer: 'HTTP 410: gone',
    });
    expect(outcomeOfAnswer(answer(401))).toEqual({ kind: 'failed', answer: 'HTTP 401' });
  });

  it('retries the network’s failures, never a refused address', () => {
    expect(outcomeOfError(new OutboundRefused('10.0.0.1')).kind).toBe('failed');
    expect(outcomeOfError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toMatchObject({
      kind: 'retry',
      answer: 'Sin conexión (ECONNREFUSED)',
    });
    expect(outcomeOfError(new DOMException('t', 'TimeoutError'))).toMatchObject({
      kind: 'retry',
      answer: 'Tiempo agotado sin respuesta',
    });
  });

  it('backs off doubling from 10 s, within ±20 %, capped at 10 minutes', () => {
    expect(backoffMs(1, () => 0.5)).toBe(10_000);
    expect(backoffMs(3, () => 0.5)).toBe(40_000);
    expect(backoffMs(3, () => 0)).toBe(32_000);
    expect(backoffMs(3, () => 1)).toBe(48_000);
    expect(backoffMs(20, () => 0.5)).toBe(600_000);
  });
});
