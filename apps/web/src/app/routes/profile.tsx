import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../components/ui/account-icons';
import { PageHeader } from '../../components/ui/page-header';
import { useAuthConfig, useUserStore } from '../../features/identity';
import { ApiTokensCard, ProfileDetailsCard, SessionsCard, TotpCard } from '../../features/profile';
import '../../locales/profile';

/** Perfil: name and photo, two-step verification (embedded provider only), API tokens, sessions. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useUserStore((state) => state.user);
  const setUser = useUserStore((state) => state.setUser);
  const config = useAuthConfig();

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('profile.title')}
        lead={t('profile.lead')}
        icon={<UserIcon className="size-5" />}
      />
      <div className="mt-8 flex flex-col gap-6">
        {user ? <ProfileDetailsCard key={user.id} user={user} onSaved={setUser} /> : null}
        {/* An external provider owns its own second factor (the API answers 409 there). */}
        {config.data?.embedded ? <TotpCard /> : null}
        <ApiTokensCard />
        {user ? <SessionsCard userId={user.id} /> : null}
      </div>
    </div>
  );
}
