import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../../components/ui/icons';
import { PageHeader } from '../../../components/ui/page-header';
import {
  FailingChannelsCard,
  OfferedChannelsCard,
  SmtpSettingsCard,
  TelegramBotCard,
} from '../../../features/notifications';
import '../../../locales/admin';
import '../../../locales/email-notifications';
import '../../../locales/notifications';

/** Administración › Notificaciones: what the instance offers its users' channels (its Telegram bot). */
export default function AdminNotificationsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={t('admin.notifications.tab')}
        lead={t('notifications.telegramBot.pageLead')}
        icon={<BellIcon className="size-5" />}
      />
      <OfferedChannelsCard />
      <TelegramBotCard />
      <SmtpSettingsCard />
      <FailingChannelsCard />
    </div>
  );
}
