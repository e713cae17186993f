import { DEFAULT_NOTIFICATION_LEVELS } from '@pulso/domain/core';
import type {
  AccountNotificationSettings,
  NotificationChannel,
  NotificationDelivery,
  NotificationPreferences,
} from '@pulso/domain/schemas';

let seq = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function aChannel(overrides: Partial<NotificationChannel> = {}): NotificationChannel {
  seq += 1;
  return {
    id: uuid(seq),
    kind: 'ntfy',
    name: 'Móvil',
    target: 'https://ntfy.sh/…',
    hasSecret: false,
    enabled: true,
    pausedReason: null,
    levels: { ...DEFAULT_NOTIFICATION_LEVELS },
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aDelivery(overrides: Partial<NotificationDelivery> = {}): NotificationDelivery {
  seq += 1;
  return {
    id: uuid(1000 + seq),
    channelId: uuid(1),
    channelName: 'Móvil',
    event: 'test',
    title: 'Mensaje de prueba',
    text: 'Si lees esto, el canal funciona.',
    count: 1,
    status: 'sent',
    attempts: 1,
    lastAnswer: 'HTTP 200',
    createdAt: '2026-03-01T10:31:22.000Z',
    sentAt: '2026-03-01T10:31:23.000Z',
    nextAttemptAt: null,
    ...overrides,
  };
}

/** `{ data, pagination }` as the delivery list answers it. */
export function aDeliveryPage(data: NotificationDelivery[], page = 1, total = data.length) {
  const limit = 10;
  return {
    data,
    pagination: { page, totalPages: Math.max(1, Math.ceil(total / limit)), total, limit },
  };
}

/** GET /notification/preferences before any save: Madrid, no summary, no quiet hours. */
export function somePreferences(
  overrides: Partial<NotificationPreferences> = {},
): NotificationPreferences {
  return {
    timeZone: 'Europe/Madrid',
    summaryAt: null,
    quietFrom: null,
    quietTo: null,
    ...overrides,
  };
}

/** GET /notification/account/list: one account with the defaults (on, no thresholds). */
export function anAccountSettings(
  overrides: Partial<AccountNotificationSettings> = {},
): AccountNotificationSettings {
  seq += 1;
  return {
    accountId: uuid(2000 + seq),
    accountName: 'Binance principal',
    level: 'on',
    dailyLoss: null,
    drawdown: null,
    ...overrides,
  };
}
