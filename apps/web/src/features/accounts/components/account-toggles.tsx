import { useTranslation } from 'react-i18next';
import type { Account } from '@pulso/domain/schemas';
import { useUpdateAccount, type AccountChanges, type UpdateKind } from '../api/update-account';
import { Switch } from '../../../components/ui/switch';

const TOGGLES = [
  { field: 'isActive', kind: 'active' },
  { field: 'isPublic', kind: 'public' },
  { field: 'publicStats', kind: 'visibility' },
  { field: 'publicTrades', kind: 'visibility' },
] as const satisfies ReadonlyArray<{ field: keyof AccountChanges; kind: UpdateKind }>;

/**
 * Active, public, public stats and public trades (spec §4), each its own update with the spec's
 * message: made public / made private, visibility updated, account updated (§8).
 */
export function AccountToggles({ account }: { account: Account }) {
  const { t } = useTranslation();
  const update = useUpdateAccount();
  const busy = update.isPending;
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-2">
      {TOGGLES.map(({ field, kind }) => (
        <Switch
          key={field}
          checked={account[field]}
          disabled={busy}
          text={t(`accounts.toggles.${field}`)}
          label={t('accounts.toggles.named', {
            what: t(`accounts.toggles.${field}`),
            name: account.name,
          })}
          onChange={(value) => update.mutate({ id: account.id, kind, changes: { [field]: value } })}
        />
      ))}
    </div>
  );
}
