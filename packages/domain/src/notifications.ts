// Notifications (issue 35): what Pulso tells a user outside the page, through which channels,
// at which level. The rules without zod; the API's schemas are in ./api/notifications.ts.

/** Channels a user adds by giving an address: HTTP endpoints the user owns. */
export const URL_CHANNEL_KINDS = ['webhook', 'discord', 'slack', 'ntfy', 'gotify'] as const;
export type UrlChannelKind = (typeof URL_CHANNEL_KINDS)[number];

/**
 * Where a message can go: the address kinds; Telegram (linked from the chat with a code); Web Push
 * (a browser's subscription, added from that browser); e-mail (an address confirmed with a code).
 */
export const NOTIFICATION_CHANNEL_KINDS = [
  ...URL_CHANNEL_KINDS,
  'telegram',
  'webpush',
  'email',
] as const;
export type NotificationChannelKind = (typeof NOTIFICATION_CHANNEL_KINDS)[number];

/** A Telegram link code is redeemable this long after it is made. */
export const TELEGRAM_LINK_TTL_MS = 10 * 60_000;

/**
 * An e-mail address is confirmed with a 6-digit code sent to it: good this long, for this many
 * wrong tries; a new one at most once a minute, and at most this many an hour to one address.
 */
export const EMAIL_CODE = {
  ttlMs: 10 * 60_000,
  maxTries: 5,
  resendAfterMs: 60_000,
  perAddressPerHour: 5,
} as const;

/**
 * What is worth telling, each at the level the user chooses per channel. A deployment "paused" is
 * one its owner or Pulso paused; "failed" is a run that ended in an error; a sync failed is an
 * exchange history sync that stopped on an error.
 */
export const NOTIFICATION_EVENTS = [
  'signal.failed',
  'trade.executed',
  'deployment.failed',
  'deployment.paused',
  'sync.failed',
  'risk.daily_loss',
  'risk.drawdown',
  'risk.max_drawdown',
  'risk.window_closed',
  'copy.stopped',
  'copy.skipped',
  'order.pending',
  'daily.summary',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * Told on every enabled channel whatever its levels: an order that executed on the exchange and
 * could not be recorded (pending reconciliation) is never silenced.
 */
export const ALWAYS_TOLD_EVENTS = ['order.unrecorded'] as const;
export type TellableEvent = NotificationEvent | (typeof ALWAYS_TOLD_EVENTS)[number];

/** on: sent as a normal message; silent: sent without sound where the channel can; off: not sent. */
export const NOTIFICATION_LEVELS = ['on', 'silent', 'off'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];
export type NotificationLevels = Record<NotificationEvent, NotificationLevel>;

/**
 * Failures on by default; fills off (Freqtrade turned its fill messages off by default after its
 * users drowned in them): a user who wants them turns them on per channel.
 */
export const DEFAULT_NOTIFICATION_LEVELS: NotificationLevels = {
  'signal.failed': 'on',
  'trade.executed': 'off',
  'deployment.failed': 'on',
  'deployment.paused': 'on',
  'sync.failed': 'on',
  'risk.daily_loss': 'on',
  'risk.drawdown': 'on',
  'risk.max_drawdown': 'on',
  'risk.window_closed': 'on',
  'copy.stopped': 'on',
  // A copy a rule held back (the slippage guard, a cap, a refused symbol): told without sound
  // unless the user turns it up, as a leader who trades often would make it a stream.
  'copy.skipped': 'silent',
  'order.pending': 'on',
  'daily.summary': 'on',
};

export const NOTIFICATION_LIMITS = {
  /** Channels one user may keep. */
  channelsPerUser: 10,
  nameLength: 60,
  urlLength: 2048,
  secretLength: 512,
  /** Messages one channel is sent per minute at most; more wait for the next minute. */
  perChannelPerMinute: 20,
  /** Failed deliveries in a row after which Pulso pauses a channel and says so. */
  failuresToPause: 5,
  /** Test messages one channel may have waiting at once. */
  pendingTests: 3,
} as const;

/** The Spanish names the settings page and the messages use. */
export const NOTIFICATION_EVENT_LABELS: Record<TellableEvent | 'test', string> = {
  'signal.failed': 'Señal fallida',
  'trade.executed': 'Operación ejecutada',
  'deployment.failed': 'Estrategia con error',
  'deployment.paused': 'Despliegue pausado',
  'sync.failed': 'Sincronización fallida',
  'risk.daily_loss': 'Pérdida diaria superada',
  'risk.drawdown': 'Caída desde máximos superada',
  'risk.max_drawdown': 'Cuenta pausada por su caída máxima',
  'risk.window_closed': 'Posiciones cerradas al fin del horario',
  'copy.stopped': 'Copia detenida por su caída máxima',
  'copy.skipped': 'Copia omitida por una regla',
  'order.pending': 'Orden pendiente de aprobación',
  'daily.summary': 'Resumen diario',
  'order.unrecorded': 'Orden ejecutada sin registrar',
  test: 'Mensaje de prueba',
};

export const NOTIFICATION_LEVEL_LABELS: Record<NotificationLevel, string> = {
  on: 'Activada',
  silent: 'Silenciosa',
  off: 'Desactivada',
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannelKind, string> = {
  webhook: 'Webhook firmado',
  discord: 'Discord',
  slack: 'Slack',
  ntfy: 'ntfy',
  gotify: 'Gotify',
  telegram: 'Telegram',
  webpush: 'Notificaciones push',
  email: 'Correo electrónico',
};

/** A channel's levels: its stored choices over the defaults (events added later start at theirs). */
export function notificationLevels(
  stored: Partial<Record<string, string>> | null | undefined,
): NotificationLevels {
  const levels = { ...DEFAULT_NOTIFICATION_LEVELS };
  for (const event of NOTIFICATION_EVENTS) {
    const level = stored?.[event];
    if ((NOTIFICATION_LEVELS as readonly string[]).includes(level ?? '')) {
      levels[event] = level as NotificationLevel;
    }
  }
  return levels;
}

/** Stored choices with new ones over them, only valid events and levels kept. */
export function composeNotificationLevels(
  stored: Partial<Record<string, string>> | null | undefined,
  changes: Partial<Record<string, string>> | undefined,
): NotificationLevels {
  return notificationLevels({ ...stored, ...changes });
}

/**
 * Per account: how loud its events are (a cap over each channel's level: an account set to
 * silent is silent everywhere; off tells nothing of it, except an order left unrecorded), and
 * the risk thresholds its owner is told of, in USD: the day's loss (PnL since local midnight,
 * unrealized included) and the fall from the account's best cumulative PnL.
 */
export const ACCOUNT_NOTIFICATION_LIMITS = {
  /** The largest threshold a user may set (USD). */
  maxThreshold: 1_000_000_000,
  /** A drawdown told once is told again only after it recovered below this share of the threshold. */
  drawdownRearm: 0.5,
} as const;

/** `HH:MM`, 00:00–23:59. */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a time zone name is one this runtime knows (IANA: Europe/Madrid, America/New_York…). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The local day (`YYYY-MM-DD`) and minute of the day at `ms` in `timeZone`, daylight saving included. */
export function localClock(ms: number, timeZone: string): { day: string; minute: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const minuteOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether a minute of the day falls in quiet hours `from`–`to` (which may cross midnight). */
export function inQuietHours(minute: number, from: string | null, to: string | null): boolean {
  if (!from || !to || from === to) return false;
  const start = minuteOf(from);
  const end = minuteOf(to);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** Whether the daily summary set for `summaryAt` is due at `minute` of a day it has not gone. */
export function summaryDue(minute: number, summaryAt: string | null): boolean {
  return summaryAt !== null && minute >= minuteOf(summaryAt);
}

/** The first millisecond of the local day that holds `ms` in `timeZone` (daylight saving included). */
export function localDayStart(ms: number, timeZone: string): number {
  const { day, minute } = localClock(ms, timeZone);
  const start = ms - (ms % 60_000) - minute * 60_000;
  // A day that changed its clock: the wall-clock minute is an hour off the elapsed time.
  for (const shift of [0, 3_600_000, -3_600_000]) {
    const at = localClock(start + shift, timeZone);
    const before = localClock(start + shift - 60_000, timeZone);
    if (at.day === day && at.minute === 0 && before.day !== day) return start + shift;
  }
  return start;
}
