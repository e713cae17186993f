export { NotificationSettings } from './components/notification-settings';
