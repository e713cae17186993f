import type { ReactNode } from 'react';
import { ActivityIcon, ShieldIcon, UsersIcon } from '../../../components/ui/account-icons';
import { BellIcon, ChartIcon, SignalIcon, WalletIcon } from '../../../components/ui/icons';

/** The pages of Administración, for its tabs and for the mobile menu. */
export const ADMIN_SECTIONS = [
  { key: 'users', to: '/admin/users', icon: <UsersIcon className="size-4" /> },
  { key: 'roles', to: '/admin/roles', icon: <ShieldIcon className="size-4" /> },
  { key: 'activity', to: '/admin/activity', icon: <ActivityIcon className="size-4" /> },
  { key: 'receiverLogs', to: '/admin/receiver-logs', icon: <SignalIcon className="size-4" /> },
  { key: 'exchanges', to: '/admin/exchanges', icon: <ChartIcon className="size-4" /> },
  { key: 'packages', to: '/admin/packages', icon: <WalletIcon className="size-4" /> },
  { key: 'notifications', to: '/admin/notifications', icon: <BellIcon className="size-4" /> },
] as const satisfies ReadonlyArray<{ key: string; to: string; icon: ReactNode }>;
