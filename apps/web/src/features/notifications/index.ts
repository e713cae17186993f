export { NotificationSettings } from './components/notification-settings';
export { TelegramBotCard } from './components/telegram-bot-card';
export { FailingChannelsCard } from './components/failing-channels-card';
