import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../../identity';
import { useAccountListStore } from '../stores/account-list-store';

// The modal, its form schema (zod) and the account queries load on first use, not with the frame.
const ConnectedAccountListModal = lazy(() => import('./connected-account-list-modal'));

/**
 * The one account list modal of the app, opened from the toolbar, the menu or a page through the
 * list store (spec §4: mode create or edit). Mounted once, beside the page frame.
 */
export function AccountListModalHost() {
  const modal = useAccountListStore((state) => state.modal);
  const closeModal = useAccountListStore((state) => state.closeModal);
  const signedIn = useIsSignedIn();
  if (!modal || !signedIn) return null;
  const list = modal.mode === 'edit' ? modal.list : undefined;
  return (
    <Suspense fallback={null}>
      <ConnectedAccountListModal key={list?.id ?? 'new'} list={list} onClose={closeModal} />
    </Suspense>
  );
}
