import { useCallback } from 'react';
import type { AccountList } from '@pulso/domain/schemas';
import { useAllAccounts } from '../../accounts';
import { useExchanges } from '../../exchanges';
import { AccountListModal } from './account-list-modal';

/** The modal with its data: every account of the user, and exchange names by id. */
export default function ConnectedAccountListModal({
  list,
  onClose,
}: {
  list: AccountList | undefined;
  onClose: () => void;
}) {
  const accounts = useAllAccounts();
  const exchanges = useExchanges();
  const byId = exchanges.data;
  const exchangeName = useCallback(
    (id: string, fallback: string) => byId?.find((e) => e.id === id)?.name ?? fallback,
    [byId],
  );
  return (
    <AccountListModal
      list={list}
      accounts={accounts.isError ? [] : accounts.data}
      exchangeName={exchangeName}
      onClose={onClose}
    />
  );
}
