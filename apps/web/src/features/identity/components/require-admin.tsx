import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@pulso/domain/core';
import { ShieldIcon } from '../../../components/ui/account-icons';
import { ADMIN_ROLE, useUserStore } from '../stores/user-store';

function AccessProblem({ title, body }: { title: string; body: string }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center"
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-rose-500/10 text-rose-500">
        <ShieldIcon className="size-6" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{body}</p>
    </div>
  );
}

/**
 * The client-side admin check of spec §6 (the server enforces it on every call as well):
 * 'Role not found' while no role is loaded, 'Permission Error' for any role but admin.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const role = useUserStore((state) => state.role);
  if (!role) {
    return (
      <AccessProblem title={MESSAGES.errors.permissions.roleNotFound} body={t('admin.noRole')} />
    );
  }
  if (role.name !== ADMIN_ROLE) {
    return (
      <AccessProblem
        title={MESSAGES.errors.permissions.permissionError}
        body={t('admin.notAdmin')}
      />
    );
  }
  return children;
}
