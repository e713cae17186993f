// Notifications: channels, per-event levels, the outbox worker.
export { chatPorts, riskPort } from './chat-ports';
export { createNotificationsFeature } from './notifications.feature';
export type { NotificationsService } from './notifications.service';
export type { NotificationsWorker, NotificationsWorkerOptions } from './notifications.worker';
