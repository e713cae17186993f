import { ProfilePauseCard } from '../../features/entries-pause';
import { useAuthConfig, useUserStore } from '../../features/identity';
import { ApiTokensCard, ProfileDetailsCard, SessionsCard, TotpCard } from '../../features/profile';
import '../../locales/entries-pause';
import '../../locales/profile';

/**
 * Perfil › General: name and photo, two-step verification (embedded provider only), API tokens,
 * the entries pause over all the user's accounts, sessions.
 */
export default function ProfileGeneralPage() {
  const user = useUserStore((state) => state.user);
  const setUser = useUserStore((state) => state.setUser);
  const config = useAuthConfig();

  return (
    <div className="flex flex-col gap-6">
      {user ? <ProfileDetailsCard key={user.id} user={user} onSaved={setUser} /> : null}
      {/* An external provider owns its own second factor (the API answers 409 there). */}
      {config.data?.embedded ? <TotpCard /> : null}
      <ApiTokensCard />
      {/* Pauses the entries of every account of the user (issue 37). */}
      <ProfilePauseCard />
      {user ? <SessionsCard userId={user.id} /> : null}
    </div>
  );
}
