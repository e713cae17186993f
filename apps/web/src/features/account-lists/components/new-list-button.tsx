import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../../components/ui/icons';

interface NewListButtonProps {
  /** 'toolbar' reads '+ Lista' (spec §2); 'menu' is the full-width 'Nueva lista'. */
  variant: 'toolbar' | 'menu';
  onClick?: () => void;
}

/** Disabled until the list modal exists: a button that opens nothing would mislead. */
export function NewListButton({ variant, onClick }: NewListButtonProps) {
  const { t } = useTranslation();
  const enabled = Boolean(onClick);
  const base =
    'inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:cursor-not-allowed disabled:opacity-60';
  if (variant === 'toolbar') {
    return (
      <button
        type="button"
        onClick={onClick}
        disabled={!enabled}
        title={enabled ? undefined : t('app.comingSoon')}
        className={`${base} h-9 border border-emerald-500/40 px-3 text-emerald-700 hover:bg-emerald-500/10 dark:text-emerald-300`}
      >
        {t('controls.addList')}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!enabled}
      title={enabled ? undefined : t('app.comingSoon')}
      className={`${base} h-10 w-full bg-emerald-500 text-ink-950 hover:bg-emerald-400`}
    >
      <PlusIcon className="size-4" />
      {t('controls.newList')}
    </button>
  );
}
