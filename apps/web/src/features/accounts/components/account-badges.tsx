import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@pulso/domain/core';

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold';

/** The 'Test' badge (spec §2) and the active or inactive badge of an account. */
export function AccountBadges({ isTest, isActive }: { isTest: boolean; isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {isTest ? (
        <span className={`${pill} bg-sky-500/10 text-sky-700 dark:text-sky-300`}>
          {MESSAGES.accountList.testBadge}
        </span>
      ) : null}
      <span
        className={`${pill} ${
          isActive
            ? 'bg-emerald-500/10 text-emerald-700 dark:text-emerald-300'
            : 'bg-slate-500/10 text-slate-600 dark:text-slate-400'
        }`}
      >
        {isActive ? t('accounts.status.active') : t('accounts.status.inactive')}
      </span>
    </>
  );
}
