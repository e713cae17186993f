import { NotificationSettings } from '../../features/notifications';
import '../../locales/account-alerts';
import '../../locales/email-notifications';
import '../../locales/notifications';

/** Perfil › Notificaciones: the user's channels, their levels per event, and the delivery log. */
export default function ProfileNotificationsPage() {
  return <NotificationSettings />;
}
