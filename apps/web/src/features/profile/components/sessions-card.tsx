import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOutIcon } from '../../../components/ui/account-icons';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { SectionCard } from '../../../components/ui/section-card';
import { useEndMySessions } from '../api/end-my-sessions';

/** Signs the user out everywhere: a lost phone or a shared computer loses its session at once. */
export function SessionsCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const end = useEndMySessions();
  const [confirming, setConfirming] = useState(false);

  return (
    <SectionCard
      title={t('profile.sessions.title')}
      description={t('profile.sessions.description')}
      icon={<SignOutIcon className="size-5" />}
    >
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('profile.sessions.endAll')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('profile.sessions.confirmTitle')}
        message={t('profile.sessions.confirmBody')}
        confirmLabel={t('profile.sessions.endAll')}
        busy={end.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => end.mutate(userId, { onSettled: () => setConfirming(false) })}
      />
    </SectionCard>
  );
}
