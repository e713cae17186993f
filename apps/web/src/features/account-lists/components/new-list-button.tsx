import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../../components/ui/icons';
import { useAccountListStore } from '../stores/account-list-store';

interface NewListButtonProps {
  /** 'toolbar' reads '+ Lista' (spec §2); 'menu' is the full-width 'Nueva lista'. */
  variant: 'toolbar' | 'menu';
  /** Defaults to opening the list modal in create mode. */
  onClick?: () => void;
}

const base =
  'inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500';

export function NewListButton({ variant, onClick }: NewListButtonProps) {
  const { t } = useTranslation();
  const openCreate = useAccountListStore((state) => state.openCreate);
  const open = onClick ?? openCreate;
  if (variant === 'toolbar') {
    return (
      <button
        type="button"
        onClick={open}
        className={`${base} h-9 border border-emerald-500/40 px-3 text-emerald-700 hover:bg-emerald-500/10 dark:text-emerald-300`}
      >
        {t('controls.addList')}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={open}
      className={`${base} h-10 w-full bg-emerald-500 text-ink-950 hover:bg-emerald-400`}
    >
      <PlusIcon className="size-4" />
      {t('controls.newList')}
    </button>
  );
}
