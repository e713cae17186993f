import { createHmac } from 'node:crypto';
import type { NotificationChannelKind, UrlChannelKind } from '@pulso/domain';

/** A message as a channel sends it. */
export interface OutgoingMessage {
  /** The delivery's id: the same on every attempt, so a receiver can drop a repeat. */
  id: string;
  event: string;
  level: 'on' | 'silent';
  title: string;
  text: string;
  count: number;
  data: Record<string, unknown>;
  createdAt: Date;
}

export interface ChannelRequest {
  url: URL;
  headers: Record<string, string>;
  body: string;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Slack reads `<…>` as links and mentions (`<!channel>`): a message's text says only what it says. */
const slackText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The signed webhook's header, the scheme the inbound webhook documents:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */
export function signatureHeader(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** The instance's Telegram bot, as a sender needs it: where a Bot API method is (its URL holds the token). */
export interface BotEndpoint {
  methodUrl(method: string): URL;
}

/**
 * How each kind of channel is sent a message: its endpoint, headers and body. A Telegram
 * channel's address is its chat id, sent through the instance's bot (null when none is set).
 */
export function channelRequest(
  kind: NotificationChannelKind,
  address: string,
  secret: string | null,
  message: OutgoingMessage,
  now: Date,
  bot: BotEndpoint | null = null,
): ChannelRequest {
  const silent = message.level === 'silent';
  if (kind === 'telegram') {
    if (!bot) throw new NoTelegramBot();
    return {
      url: bot.methodUrl('sendMessage'),
      headers: JSON_HEADERS,
      // Plain text (no parse_mode): nothing an alert quotes is read as markup.
      body: JSON.stringify({
        chat_id: address,
        text: `${message.title}\n${message.text}`.slice(0, 4096),
        disable_notification: silent,
        link_preview_options: { is_disabled: true },
      }),
    };
  }
  if (kind === 'webpush' || kind === 'email') throw new Error(`${kind} has its own sender`);
  const url = new URL(address);
  switch (kind) {
    case 'webhook': {
      const body = JSON.stringify({
        id: message.id,
        event: message.event,
        level: message.level,
        title: message.title,
        text: message.text,
        count: message.count,
        data: message.data,
        createdAt: message.createdAt.toISOString(),
      });
      return {
        url,
        body,
        headers: {
          ...JSON_HEADERS,
          'x-pulso-delivery': message.id,
          ...(secret ? { 'x-pulso-signature': signatureHeader(secret, body, now) } : {}),
        },
      };
    }
    case 'discord':
      return {
        url,
        headers: JSON_HEADERS,
        body: JSON.stringify({
          content: `**${message.title}**\n${message.text}`.slice(0, 2000),
          // Nobody is pinged by what a message quotes (an alert's text could say @everyone).
          allowed_mentions: { parse: [] },
          // SUPPRESS_NOTIFICATIONS: delivered without a sound.
          ...(silent ? { flags: 4096 } : {}),
        }),
      };
    case 'slack':
      return {
        url,
        headers: JSON_HEADERS,
        body: JSON.stringify({ text: `*${slackText(message.title)}*\n${slackText(message.text)}` }),
      };
    case 'ntfy': {
      // Published as JSON to the server's root, the topic being the URL's last path segment, so
      // a title in Spanish needs no header encoding.
      const segments = url.pathname.split('/').filter(Boolean);
      const topic = segments.pop() ?? '';
      const root = new URL(url.origin);
      root.pathname = segments.length > 0 ? `/${segments.join('/')}/` : '/';
      return {
        url: root,
        headers: {
          ...JSON_HEADERS,
          'x-message-id': message.id,
          ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        },
        body: JSON.stringify({
          topic,
          title: message.title,
          message: message.text,
          priority: silent ? 2 : 3,
        }),
      };
    }
    case 'gotify': {
      const endpoint = new URL('message', url.href.endsWith('/') ? url : `${url.href}/`);
      return {
        url: endpoint,
        headers: { ...JSON_HEADERS, 'x-gotify-key': secret ?? '' },
        body: JSON.stringify({
          title: message.title,
          message: message.text,
          priority: silent ? 2 : 5,
        }),
      };
    }
  }
}

/** A Telegram delivery when the admin has removed the bot: it cannot be sent. */
export class NoTelegramBot extends Error {
  constructor() {
    super('No hay bot de Telegram configurado en esta instancia');
    this.name = 'NoTelegramBot';
  }
}

/** An address with its path and query hidden: where it points, never a token in it. */
export function maskedTarget(kind: UrlChannelKind, address: string): string {
  const url = new URL(address);
  if (kind === 'ntfy') {
    // The topic is how the user recognises the channel, and not a secret unless it is one:
    // show its first characters.
    const topic = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return `${url.origin}/${topic.slice(0, 3)}…`;
  }
  return url.pathname === '/' && !url.search ? url.origin : `${url.origin}/…`;
}
