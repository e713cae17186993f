export { NotificationSettings } from './components/notification-settings';
export { TelegramBotCard } from './components/telegram-bot-card';
