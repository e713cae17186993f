import { OutboundRefused, type OutboundAnswer } from '../../lib/outbound-http';
import { NoTelegramBot } from './channel-requests';

/** What an attempt came to: arrived, try again later, or never (the channel is wrong). */
export type DeliveryOutcome =
  | { kind: 'sent'; answer: string }
  | { kind: 'retry'; answer: string; afterMs: number | null }
  | { kind: 'failed'; answer: string }
  /** The address no longer exists (a push subscription answered 404 or 410): never tried again. */
  | { kind: 'gone'; answer: string };

/** Attempts a delivery gets before it is given up (about 20 minutes of backoff). */
export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 10_000;
const MAX_BACKOFF_MS = 10 * 60_000;
/** A channel's own retry_after is honoured up to this long; beyond, the backoff decides. */
const MAX_RETRY_AFTER_MS = 15 * 60_000;

/** Seconds to wait that an answer asks for: Retry-After, or a JSON `retry_after` (Discord, Telegram). */
function retryAfterMs(answer: OutboundAnswer): number | null {
  const header = answer.headers['retry-after'];
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  try {
    const body = JSON.parse(answer.body) as {
      retry_after?: unknown;
      parameters?: { retry_after?: unknown };
    };
    const value = Number(body.retry_after ?? body.parameters?.retry_after);
    if (Number.isFinite(value) && value >= 0) return Math.min(value * 1000, MAX_RETRY_AFTER_MS);
  } catch {
    // Not JSON: no hint.
  }
  return null;
}

/** An attempt's answer as the delivery log shows it: the status and the first words said. */
function answerText(answer: OutboundAnswer): string {
  const said = answer.body.replace(/\s+/g, ' ').trim().slice(0, 160);
  return said ? `HTTP ${answer.status}: ${said}` : `HTTP ${answer.status}`;
}

export function outcomeOfAnswer(answer: OutboundAnswer): DeliveryOutcome {
  const { status } = answer;
  if (status >= 200 && status < 300) return { kind: 'sent', answer: `HTTP ${status}` };
  if (status === 429)
    return { kind: 'retry', answer: answerText(answer), afterMs: retryAfterMs(answer) };
  if (status === 408 || status >= 500) {
    return { kind: 'retry', answer: answerText(answer), afterMs: retryAfterMs(answer) };
  }
  return { kind: 'failed', answer: answerText(answer) };
}

export function outcomeOfError(error: unknown): DeliveryOutcome {
  if (error instanceof OutboundRefused || error instanceof NoTelegramBot) {
    return { kind: 'failed', answer: error.message };
  }
  const e = error as NodeJS.ErrnoException & { cause?: unknown };
  if (e?.cause instanceof OutboundRefused) return { kind: 'failed', answer: e.cause.message };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') {
    return { kind: 'retry', answer: 'Tiempo agotado sin respuesta', afterMs: null };
  }
  if (e?.code === 'ENOTFOUND')
    return { kind: 'retry', answer: 'El nombre del servidor no existe', afterMs: null };
  return { kind: 'retry', answer: `Sin conexión (${e?.code ?? 'error de red'})`, afterMs: null };
}

/** When the next attempt is due after `attempts` attempts: doubling from 10 s, ±20 %. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
