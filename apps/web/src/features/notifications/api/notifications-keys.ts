import type { NotificationDelivery } from '@pulso/domain/schemas';

/** One page of the delivery log: `?page=&limit=&channelId=&status=`. */
export interface NotificationDeliveriesFilters {
  page: number;
  limit: number;
  channelId?: string | undefined;
  status?: NotificationDelivery['status'] | undefined;
}

/**
 * Query keys of the notifications feature: the user's channels, their delivery log, the bot,
 * and the user's preferences (time zone, daily summary, quiet hours).
 */
export const notificationKeys = {
  all: ['notification'] as const,
  telegramBot: () => [...notificationKeys.all, 'telegram-bot'] as const,
  smtp: () => [...notificationKeys.all, 'smtp'] as const,
  emailStatus: () => [...notificationKeys.all, 'email-status'] as const,
  webPushKey: () => [...notificationKeys.all, 'webpush-key'] as const,
  offered: () => [...notificationKeys.all, 'offered'] as const,
  channels: () => [...notificationKeys.all, 'channels'] as const,
  preferences: () => [...notificationKeys.all, 'preferences'] as const,
  accountSettings: () => [...notificationKeys.all, 'account-settings'] as const,
  deliveries: () => [...notificationKeys.all, 'deliveries'] as const,
  deliveryPage: (filters: NotificationDeliveriesFilters) =>
    [...notificationKeys.deliveries(), filters] as const,
};
