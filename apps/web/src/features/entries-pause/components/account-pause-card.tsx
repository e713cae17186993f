import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useAccountEntriesPause } from '../api/get-account-entries-pause';
import { useUpdateAccountEntriesPause } from '../api/update-account-entries-pause';
import { AccountRiskLimits } from './account-risk-limits';
import { EntriesPauseSection } from './entries-pause-section';

/**
 * Pausa de entradas (the owner's or an admin's view of an account): while paused the account
 * opens and adds to no position, and orders that reduce one still execute. The owner's switch
 * on their profile pauses every account of theirs, and the card says so. Under the switch, the
 * account's daily loss limit, which stops its entries for the rest of the day once reached.
 */
export function AccountPauseCard({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const pause = useAccountEntriesPause(accountId);
  const update = useUpdateAccountEntriesPause(accountId);

  // A refusal (the server's message) is a toast from the API client.
  const change = async (paused: boolean) => {
    const done = await update.mutateAsync({ paused }).catch(() => null);
    if (done) toast.success(t(done.paused ? 'entriesPause.paused' : 'entriesPause.resumed'));
  };

  return (
    <EntriesPauseSection
      title={t('entriesPause.account.title')}
      description={t('entriesPause.account.description')}
      pause={pause}
      saving={update.isPending}
      onChange={(paused) => void change(paused)}
      note={
        <>
          {pause.data?.ownerPaused ? (
            <p className="rounded-xl border border-amber-500/30 bg-amber-500/5 px-3 py-2 text-sm text-amber-800 dark:text-amber-200">
              {t('entriesPause.account.ownerPaused')}
            </p>
          ) : null}
          <AccountRiskLimits accountId={accountId} />
        </>
      }
    />
  );
}
