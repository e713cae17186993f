export { NotificationSettings } from './components/notification-settings';
export { TelegramBotCard } from './components/telegram-bot-card';
export { SmtpSettingsCard } from './components/smtp-settings-card';
export { FailingChannelsCard } from './components/failing-channels-card';
export { OfferedChannelsCard } from './components/offered-channels-card';
export { PausedChannelBanner } from './components/paused-channel-banner';
