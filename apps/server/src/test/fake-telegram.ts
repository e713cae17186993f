import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the bot sent (sendMessage's body). */
export interface SentMessage {
  chat_id: string;
  text: string;
  disable_notification?: boolean;
  parse_mode?: string;
}

/**
 * A fake Telegram Bot API on loopback (TELEGRAM_API_URL points at it): getMe for its one bot
 * token, sendMessage recorded (429 with parameters.retry_after, or 403 for a chat that blocked
 * the bot, on demand), getUpdates answering queued updates from the asked offset on.
 */
export interface FakeTelegram {
  url: string;
  token: string;
  username: string;
  sent: SentMessage[];
  /** Every request's path, as the server received it (the token is in it). */
  paths: string[];
  /** The next `n` sendMessage calls answer 429 with retry_after `seconds`. */
  rateLimit(n: number, seconds: number): void;
  /** Chats whose sendMessage answers 403 "bot was blocked by the user". */
  blocked: Set<string>;
  /** Queues a text message from a chat (a private chat unless `type` says otherwise). */
  say(chatId: number, text: string, from?: { username?: string; type?: string }): void;
  /** Resolves once `n` messages were sent to the chat. */
  sentTo(chatId: number, n: number, timeoutMs?: number): Promise<SentMessage[]>;
  close(): Promise<void>;
}

export async function startFakeTelegram(
  token = '123456789:AAFakeTokenForPulsoTests_abcdefghijk',
  username = 'PulsoTestBot',
  /** A fixed port (the browser tests' server is told it before the fake starts); 0: any. */
  port = 0,
): Promise<FakeTelegram> {
  let nextUpdateId = 1000;
  let limited = 0;
  let retryAfter = 1;
  const updates: { update_id: number; message: unknown }[] = [];
  const fake: FakeTelegram = {
    url: '',
    token,
    username,
    sent: [],
    paths: [],
    blocked: new Set(),
    rateLimit: (n, seconds) => {
      limited = n;
      retryAfter = seconds;
    },
    say: (chatId, text, from = {}) => {
      updates.push({
        update_id: nextUpdateId++,
        message: {
          message_id: nextUpdateId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: chatId, type: from.type ?? 'private' },
          from: {
            id: chatId,
            is_bot: false,
            ...(from.username ? { username: from.username } : {}),
          },
          text,
        },
      });
    },
    sentTo: async (chatId, n, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const to = fake.sent.filter((m) => m.chat_id === String(chatId));
        if (to.length >= n) return to;
        if (Date.now() > until)
          throw new Error(`telegram: ${to.length} of ${n} messages to ${chatId}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const answer = (res: http.ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: http.ServerResponse, status: number, description: string, extra = {}) =>
    answer(res, status, { ok: false, error_code: status, description, ...extra });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      fake.paths.push(req.url ?? '');
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
      if (!match) return refuse(res, 404, 'Not Found');
      if (match[1] !== token) return refuse(res, 401, 'Unauthorized');
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body)
          : {};
      } catch {
        return refuse(res, 400, 'Bad Request: invalid JSON');
      }
      switch (match[2]) {
        case 'getMe':
          return answer(res, 200, {
            ok: true,
            result: {
              id: Number(token.split(':')[0]),
              is_bot: true,
              first_name: 'Pulso',
              username,
            },
          });
        case 'sendMessage': {
          const chat = String(body.chat_id);
          if (limited > 0) {
            limited -= 1;
            return refuse(res, 429, `Too Many Requests: retry after ${retryAfter}`, {
              parameters: { retry_after: retryAfter },
            });
          }
          if (fake.blocked.has(chat))
            return refuse(res, 403, 'Forbidden: bot was blocked by the user');
          fake.sent.push({ ...(body as unknown as SentMessage), chat_id: chat });
          return answer(res, 200, { ok: true, result: { message_id: fake.sent.length } });
        }
        case 'getUpdates': {
          const offset = Number(body.offset ?? 0);
          // Telegram forgets what is below the offset: it was confirmed.
          while (updates.length > 0 && updates[0]!.update_id < offset) updates.shift();
          const until = Date.now() + Number(body.timeout ?? 0) * 1000;
          const reply = () => {
            if (updates.length > 0 || Date.now() >= until) {
              return answer(res, 200, { ok: true, result: updates.slice(0, 100) });
            }
            setTimeout(reply, 20);
          };
          return reply();
        }
        default:
          return refuse(res, 404, 'Not Found: method not found');
      }
    });
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
