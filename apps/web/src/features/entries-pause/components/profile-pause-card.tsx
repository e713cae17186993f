import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useProfileEntriesPause } from '../api/get-profile-entries-pause';
import { useUpdateProfileEntriesPause } from '../api/update-profile-entries-pause';
import { EntriesPauseSection } from './entries-pause-section';

/**
 * Pausa de entradas en todas mis cuentas (Perfil › General): the signed-in user's switch, which
 * pauses every account of theirs on top of each account's own switch.
 */
export function ProfilePauseCard() {
  const { t } = useTranslation();
  const pause = useProfileEntriesPause();
  const update = useUpdateProfileEntriesPause();

  // A refusal (the server's message) is a toast from the API client.
  const change = async (paused: boolean) => {
    const done = await update.mutateAsync({ paused }).catch(() => null);
    if (done) toast.success(t(done.paused ? 'entriesPause.paused' : 'entriesPause.resumed'));
  };

  return (
    <EntriesPauseSection
      title={t('entriesPause.profile.title')}
      description={t('entriesPause.profile.description')}
      pause={pause}
      saving={update.isPending}
      onChange={(paused) => void change(paused)}
    />
  );
}
