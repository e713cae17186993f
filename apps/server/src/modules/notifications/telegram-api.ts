import { sendOutbound, type OutboundAnswer } from '../../lib/outbound-http';

/** An update as the poller reads it: only the fields Pulso uses. */
export interface TelegramUpdate {
  update_id: number;
  message?: {
    chat: { id: number; type?: string };
    from?: { id: number; username?: string };
    text?: string;
  };
}

/** A Bot API call that did not answer `ok`, said without its URL (which holds the token). */
export class TelegramApiError extends Error {
  constructor(
    readonly status: number,
    description: string,
  ) {
    super(`Telegram respondió ${status || 'sin respuesta'}: ${description}`);
    this.name = 'TelegramApiError';
  }
}

/**
 * The Bot API at TELEGRAM_API_URL. Every call's URL holds the bot's token
 * (`/bot<token>/<method>`): it is built here, handed to sendOutbound and never logged or put in an
 * error; a network error is rethrown with its code only.
 */
export class TelegramApi {
  constructor(private readonly deps: { baseUrl: string; allowPrivate: boolean }) {}

  /** The URL of a method: kept inside the worker, never in a log line or an answer. */
  methodUrl(token: string, method: string): URL {
    return new URL(`${this.deps.baseUrl}/bot${token}/${method}`);
  }

  get allowPrivate(): boolean {
    return this.deps.allowPrivate;
  }

  async getMe(token: string): Promise<{ username: string }> {
    const result = await this.call<{ username?: string }>(token, 'getMe', {}, 10_000);
    return { username: result.username ?? '' };
  }

  /** Long-polls for updates from `offset` on, up to `timeoutSeconds`. */
  getUpdates(token: string, offset: number, timeoutSeconds: number): Promise<TelegramUpdate[]> {
    return this.call<TelegramUpdate[]>(
      token,
      'getUpdates',
      { offset, timeout: timeoutSeconds, allowed_updates: ['message'] },
      (timeoutSeconds + 10) * 1000,
      1024 * 1024,
    );
  }

  async sendMessage(token: string, chatId: string, text: string): Promise<void> {
    await this.call(token, 'sendMessage', { chat_id: chatId, text }, 10_000);
  }

  private async call<T>(
    token: string,
    method: string,
    body: object,
    timeoutMs: number,
    maxBytes?: number,
  ): Promise<T> {
    let answer: OutboundAnswer;
    try {
      answer = await sendOutbound(this.methodUrl(token, method), {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs,
        allowPrivate: this.deps.allowPrivate,
        ...(maxBytes ? { maxBytes } : {}),
      });
    } catch (error) {
      const e = error as NodeJS.ErrnoException;
      throw new TelegramApiError(0, e?.code ?? e?.name ?? 'error de red');
    }
    let parsed: { ok?: boolean; result?: T; description?: string } = {};
    try {
      parsed = JSON.parse(answer.body) as typeof parsed;
    } catch {
      // Not JSON: described by its status.
    }
    if (answer.status !== 200 || !parsed.ok) {
      throw new TelegramApiError(
        answer.status,
        String(parsed.description ?? 'respuesta no válida').slice(0, 160),
      );
    }
    return parsed.result as T;
  }
}
