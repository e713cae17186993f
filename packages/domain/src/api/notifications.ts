// Notifications (issue 35): a user's channels, each with a level per event, and the log of what
// was delivered. The events and their defaults are in ../notifications.ts (no zod).
import { z } from 'zod';
import {
  ACCOUNT_NOTIFICATION_LIMITS,
  CLOCK_TIME,
  isTimeZone,
  NOTIFICATION_CHANNEL_KINDS,
  NOTIFICATION_LEVELS,
  NOTIFICATION_LIMITS,
  URL_CHANNEL_KINDS,
} from '../notifications';
import { MESSAGES } from '../messages';
import { paginationQuery } from './pagination';

const level = z.enum(NOTIFICATION_LEVELS);
/** A level per event (NOTIFICATION_EVENTS; a test keeps the two lists the same). */
export const notificationLevelsSchema = z
  .object({
    'signal.failed': level,
    'trade.executed': level,
    'deployment.failed': level,
    'deployment.paused': level,
    'sync.failed': level,
    'risk.daily_loss': level,
    'risk.drawdown': level,
    'risk.max_drawdown': level,
    'risk.window_closed': level,
    'copy.stopped': level,
    'copy.skipped': level,
    'order.pending': level,
    'daily.summary': level,
  })
  .strict();

/** A channel as its owner sees it: where it points, shown without its secret parts. */
export const notificationChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_CHANNEL_KINDS),
  name: z.string(),
  /** The address with its path and query hidden (`https://discord.com/…`): never a token. */
  target: z.string(),
  /** Whether a secret (signing key, access token) is kept for it. */
  hasSecret: z.boolean(),
  enabled: z.boolean(),
  /** Set when Pulso paused it after repeated failures (the last answer); null when not. */
  pausedReason: z.string().nullable(),
  levels: notificationLevelsSchema,
  /** An e-mail address not yet confirmed with its code: sent nothing until it is (false otherwise). */
  awaitingConfirmation: z.boolean().optional(),
  createdAt: z.string(),
});
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

const channelName = z.string().trim().min(1).max(NOTIFICATION_LIMITS.nameLength);
const URL_MESSAGE = 'Introduce una URL http(s) válida, sin usuario ni contraseña';
const channelUrl = z
  .string()
  .trim()
  .max(NOTIFICATION_LIMITS.urlLength)
  .pipe(z.url({ protocol: /^https?$/, message: URL_MESSAGE }))
  .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), URL_MESSAGE);
const channelSecret = z.string().trim().min(1).max(NOTIFICATION_LIMITS.secretLength);

export const createNotificationChannelBody = z
  .object({
    // Telegram is not added with an address: its chat is linked with a code (telegram/link).
    kind: z.enum(URL_CHANNEL_KINDS),
    name: channelName,
    url: channelUrl,
    /** webhook: the signing secret; ntfy: an access token; gotify: the application token. */
    secret: channelSecret.optional(),
    levels: notificationLevelsSchema.partial().optional(),
  })
  .strict()
  .refine((body) => body.kind !== 'gotify' || body.secret !== undefined, {
    message: 'Gotify necesita el token de la aplicación',
    path: ['secret'],
  })
  .refine((body) => body.kind !== 'webhook' || body.secret !== undefined, {
    message: 'El webhook necesita un secreto para firmar los mensajes',
    path: ['secret'],
  });
export type CreateNotificationChannelBody = z.infer<typeof createNotificationChannelBody>;

export const updateNotificationChannelBody = z
  .object({
    name: channelName.optional(),
    url: channelUrl.optional(),
    /** A new secret; null removes it (ntfy only: webhook and gotify need one). */
    secret: channelSecret.nullable().optional(),
    /** Turning a paused channel on again clears its pause. */
    enabled: z.boolean().optional(),
    levels: notificationLevelsSchema.partial().optional(),
  })
  .strict();
export type UpdateNotificationChannelBody = z.infer<typeof updateNotificationChannelBody>;

export const NOTIFICATION_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/** One message to one channel and each attempt's answer. */
export const notificationDeliverySchema = z.object({
  id: z.string(),
  channelId: z.string(),
  channelName: z.string(),
  event: z.string(),
  title: z.string(),
  text: z.string(),
  /** How many events it tells of (a burst is one message). */
  count: z.number().int(),
  status: z.enum(NOTIFICATION_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The last attempt's answer (`HTTP 201`, `HTTP 429`, `tiempo agotado`…); null before one. */
  lastAnswer: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;

export const listNotificationDeliveriesQuery = paginationQuery().extend({
  channelId: z.uuid().optional(),
  status: z.enum(NOTIFICATION_DELIVERY_STATUSES).optional(),
});

/** The instance's Telegram bot as the admin console shows it: never its token. */
export const telegramBotStatusSchema = z.object({
  configured: z.boolean(),
  /** The bot's username as Telegram answered getMe when the token was saved. */
  username: z.string().nullable(),
});
export type TelegramBotStatus = z.infer<typeof telegramBotStatusSchema>;

/** BotFather's token: the bot's id, a colon, and its secret part. */
export const setTelegramBotBody = z
  .object({
    botToken: z
      .string()
      .trim()
      .regex(
        /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/,
        'El token de BotFather tiene la forma 123456:ABC…',
      ),
  })
  .strict();
export type SetTelegramBotBody = z.infer<typeof setTelegramBotBody>;

/** A one-time code the user sends the bot (`/start <code>`) to link their chat. */
export const telegramLinkSchema = z.object({
  code: z.string(),
  botUsername: z.string(),
  /** https://t.me/<bot>?start=<code>: opens the chat with the code ready to send. */
  link: z.string(),
  expiresAt: z.string(),
});
export type TelegramLink = z.infer<typeof telegramLinkSchema>;

/** The instance's VAPID public key: what PushManager.subscribe takes as applicationServerKey. */
export const webPushKeySchema = z.object({
  /** Base64url, an uncompressed P-256 point (65 bytes). */
  publicKey: z.string(),
});
export type WebPushKey = z.infer<typeof webPushKeySchema>;

const KEYS_MESSAGE = 'Las claves de la suscripción push no son válidas';
/** Base64url (padding tolerated) that decodes to exactly `bytes` bytes, the first being `first`. */
const base64urlBytes = (bytes: number, first?: number) =>
  z
    .string()
    .trim()
    .max(Math.ceil((bytes * 4) / 3) + 2)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, KEYS_MESSAGE)
    .refine((value) => {
      const decoded = base64urlDecode(value.replace(/=+$/, ''));
      return (
        decoded !== null &&
        decoded.length === bytes &&
        (first === undefined || decoded[0] === first)
      );
    }, KEYS_MESSAGE);

/** Decodes base64url without Buffer or atob (the domain runs in both places); null if malformed. */
function base64urlDecode(value: string): number[] | null {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  if (value.length % 4 === 1) return null;
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of value) {
    const index = alphabet.indexOf(char);
    if (index < 0) return null;
    buffer = (buffer << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return out;
}

/**
 * A browser's push subscription (PushSubscription.toJSON()): its push service's endpoint and the
 * keys a message is encrypted for (RFC 8291): p256dh, the browser's P-256 public key (an
 * uncompressed point, 65 bytes starting 0x04), and auth, a 16-byte secret.
 */
export const webPushSubscriptionSchema = z
  .object({
    endpoint: channelUrl,
    expirationTime: z.number().int().nonnegative().nullable().optional(),
    keys: z
      .object({
        p256dh: base64urlBytes(65, 4),
        auth: base64urlBytes(16),
      })
      .strict(),
  })
  .strict();
export type WebPushSubscription = z.infer<typeof webPushSubscriptionSchema>;

/** Adds this browser as a Web Push channel (the same endpoint again renews its keys). */
export const subscribeWebPushBody = z
  .object({
    name: channelName,
    subscription: webPushSubscriptionSchema,
    levels: notificationLevelsSchema.partial().optional(),
  })
  .strict();
export type SubscribeWebPushBody = z.infer<typeof subscribeWebPushBody>;

/** The daily summary's time and the quiet hours, in the user's time zone. */
export const notificationPreferencesSchema = z.object({
  timeZone: z.string(),
  summaryAt: z.string().nullable(),
  quietFrom: z.string().nullable(),
  quietTo: z.string().nullable(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const clock = z.string().regex(CLOCK_TIME, 'Hora no válida (HH:MM)');
export const updateNotificationPreferencesBody = z
  .object({
    timeZone: z.string().max(64).refine(isTimeZone, MESSAGES.timeZone.unknown).optional(),
    summaryAt: clock.nullable().optional(),
    quietFrom: clock.nullable().optional(),
    quietTo: clock.nullable().optional(),
  })
  .strict()
  .refine((b) => (b.quietFrom === undefined) === (b.quietTo === undefined), {
    message: 'Indica el principio y el final de las horas de silencio',
    path: ['quietTo'],
  })
  .refine((b) => (b.quietFrom === null) === (b.quietTo === null), {
    message: 'Indica el principio y el final de las horas de silencio',
    path: ['quietTo'],
  });
export type UpdateNotificationPreferencesBody = z.infer<typeof updateNotificationPreferencesBody>;

/** Administración › Notificaciones: a channel that failed lately or was paused, whoever's it is. */
export const failingChannelSchema = z.object({
  id: z.string(),
  userEmail: z.string(),
  kind: z.enum(NOTIFICATION_CHANNEL_KINDS),
  name: z.string(),
  target: z.string(),
  enabled: z.boolean(),
  pausedReason: z.string().nullable(),
  /** Deliveries failed in a row. */
  failures: z.number().int(),
  /** The last failed delivery's answer and time, if any is still in the log. */
  lastAnswer: z.string().nullable(),
  lastFailedAt: z.string().nullable(),
});
export type FailingChannel = z.infer<typeof failingChannelSchema>;

/** An account's notification settings as its owner sees them (defaults until set). */
export const accountNotificationSettingsSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  /** A cap over every channel's level for this account's events. */
  level: z.enum(NOTIFICATION_LEVELS),
  /** Tell me when the day's loss reaches this many USD; null: never. */
  dailyLoss: z.string().nullable(),
  /** Tell me when the account falls this many USD below its best cumulative PnL; null: never. */
  drawdown: z.string().nullable(),
});
export type AccountNotificationSettings = z.infer<typeof accountNotificationSettingsSchema>;

const THRESHOLD_MESSAGE = `Indica un importe en USD mayor que 0 y como mucho ${ACCOUNT_NOTIFICATION_LIMITS.maxThreshold.toLocaleString('es-ES')}`;
const threshold = z
  .string()
  .trim()
  .max(24)
  .regex(/^\d+(\.\d{1,8})?$/, THRESHOLD_MESSAGE)
  .refine((v) => Number(v) > 0 && Number(v) <= ACCOUNT_NOTIFICATION_LIMITS.maxThreshold, {
    message: THRESHOLD_MESSAGE,
  });
export const updateAccountNotificationSettingsBody = z
  .object({
    level: z.enum(NOTIFICATION_LEVELS).optional(),
    dailyLoss: threshold.nullable().optional(),
    drawdown: threshold.nullable().optional(),
  })
  .strict();
export type UpdateAccountNotificationSettingsBody = z.infer<
  typeof updateAccountNotificationSettingsBody
>;

/** The channel kinds users of this instance may add (the admin's choice; all by default). */
export const offeredChannelsSchema = z.object({
  kinds: z.array(z.enum(NOTIFICATION_CHANNEL_KINDS)),
});
export type OfferedChannels = z.infer<typeof offeredChannelsSchema>;
export const setOfferedChannelsBody = z
  .object({
    kinds: z
      .array(z.enum(NOTIFICATION_CHANNEL_KINDS))
      .max(NOTIFICATION_CHANNEL_KINDS.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Cada tipo una sola vez'),
  })
  .strict();
