import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Account } from '@pulso/domain/schemas';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/dialog';
import { ListIcon, PlusIcon, WalletIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { reloadAccountLists, useAccountListStore } from '../../features/account-lists';
import {
  type CreatedAccount,
  type Webhook,
  useDeleteAccount,
  useRotateWebhookSecret,
  AccountFormDialog,
  AccountsBrowser,
  WebhookDialog,
} from '../../features/accounts';
import { AccountKpis } from '../../features/analytics';
import { WaitingOrdersPanel } from '../../features/entries-pause';
import '../../locales/accounts';
import '../../locales/entries-pause';

type Shown = { account: Account; webhook: Webhook; reason: 'created' | 'rotated' } | null;

/** Mis Cuentas (spec §2): the user's accounts, their switches, and the webhook to feed them. */
export default function MyAccountsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const selectedList = useAccountListStore((state) => state.selectedList);
  const selectList = useAccountListStore((state) => state.selectList);
  const openCreateList = useAccountListStore((state) => state.openCreate);
  const openEditList = useAccountListStore((state) => state.openEdit);
  const [editing, setEditing] = useState<{ account: Account | null } | null>(null);
  const [webhook, setWebhook] = useState<Shown>(null);
  const [toRotate, setToRotate] = useState<Account | null>(null);
  const [toDelete, setToDelete] = useState<Account | null>(null);
  // The server takes a deleted account out of every list: the lists reload with it.
  const remove = useDeleteAccount(() => void reloadAccountLists(queryClient));
  const rotate = useRotateWebhookSecret();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader
        title={t('myAccounts.title')}
        lead={t('myAccounts.lead')}
        icon={<WalletIcon className="size-5" />}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              icon={<ListIcon className="size-4" />}
              onClick={openCreateList}
            >
              {t('controls.newList')}
            </Button>
            <Button
              icon={<PlusIcon className="size-4" />}
              onClick={() => setEditing({ account: null })}
            >
              {t('accounts.new')}
            </Button>
          </div>
        }
      />

      {selectedList ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-500/30 bg-emerald-500/5 px-4 py-3 text-sm">
          <ListIcon className="size-4 text-emerald-600 dark:text-emerald-400" />
          <p className="flex-1 text-slate-700 dark:text-slate-200">
            {t('accounts.showingList', {
              name: selectedList.name,
              count: selectedList.accountIds.length,
            })}
          </p>
          <Button variant="ghost" size="sm" onClick={() => openEditList(selectedList)}>
            {t('accounts.editList')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => selectList(null)}>
            {t('accounts.showAll')}
          </Button>
        </div>
      ) : null}

      <WaitingOrdersPanel />

      <div className="mt-6">
        <AccountsBrowser
          accountListId={selectedList?.id}
          onCreate={() => setEditing({ account: null })}
          onEdit={(account) => setEditing({ account })}
          onRotate={setToRotate}
          onDelete={setToDelete}
          renderKpis={(account) => <AccountKpis accountId={account.id} />}
        />
      </div>

      {editing ? (
        <AccountFormDialog
          key={editing.account?.id ?? 'new'}
          account={editing.account}
          onClose={() => setEditing(null)}
          onCreated={(created: CreatedAccount) => {
            setEditing(null);
            setWebhook({ ...created, reason: 'created' });
          }}
        />
      ) : null}
      {webhook ? (
        <WebhookDialog
          accountId={webhook.account.id}
          accountName={webhook.account.name}
          webhook={webhook.webhook}
          reason={webhook.reason}
          onClose={() => setWebhook(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toRotate !== null}
        tone="primary"
        title={t('accounts.rotate.title', { name: toRotate?.name ?? '' })}
        message={t('accounts.rotate.body')}
        confirmLabel={t('accounts.rotate.confirm')}
        busy={rotate.isPending}
        onCancel={() => setToRotate(null)}
        onConfirm={() => {
          const account = toRotate;
          if (!account) return;
          rotate.mutate(account.id, {
            onSuccess: (next) => setWebhook({ account, webhook: next, reason: 'rotated' }),
            onSettled: () => setToRotate(null),
          });
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('accounts.delete.title', { name: toDelete?.name ?? '' })}
        message={t('accounts.delete.body')}
        confirmLabel={t('accounts.delete.confirm')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
