import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../components/ui/brand-mark';
import { CollapsibleSection } from '../../components/ui/collapsible-section';
import { CalendarIcon, ClockIcon, CloseIcon, ListIcon } from '../../components/ui/icons';
import { AccountListSelect, NewListButton } from '../../features/account-lists';
import { DateRangeControl, GroupingSelect } from '../../features/date-range';
import { MobileSessionSection, useIsSignedIn } from '../../features/identity';
import { ThemeToggle } from '../../features/theme';
import { AdminMenuSection } from '../routes/admin/admin-menu-section';
import { MOBILE_MENU_ID } from './navbar';
import { NavItems } from './nav-items';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * The slide-out menu (spec §2). It is mounted only while open; the frame ties "open" to the
 * current location, so any navigation closes it.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const signedIn = useIsSignedIn();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // The page behind must not scroll under a modal panel.
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;

  // Escape closes; Tab wraps inside the panel, as in any modal dialog.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.closest('[hidden]'),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 lg:hidden" onKeyDown={onKeyDown}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className="animate-fade-in absolute inset-0 bg-slate-950/60 backdrop-blur-sm"
      />
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="animate-slide-in-right absolute inset-y-0 right-0 flex w-full max-w-sm flex-col border-l border-slate-200 bg-slate-50 shadow-2xl dark:border-white/10 dark:bg-ink-900"
      >
        <div className="flex h-16 items-center gap-3 border-b border-slate-200 px-4 dark:border-white/5">
          <BrandMark className="size-7" />
          <h2
            id={titleId}
            className="flex-1 text-base font-semibold text-slate-900 dark:text-white"
          >
            {t('nav.menuTitle')}
          </h2>
          <ThemeToggle />
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 dark:text-slate-400 dark:hover:bg-white/5 dark:hover:text-white"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>

        <div className="flex-1 space-y-6 overflow-y-auto px-4 py-5">
          <nav aria-label={t('nav.main')}>
            <NavItems variant="menu" />
          </nav>

          {signedIn ? (
            <div className="space-y-3">
              <CollapsibleSection
                title={t('controls.accountList')}
                icon={<ListIcon className="size-4" />}
                defaultOpen
              >
                <AccountListSelect />
              </CollapsibleSection>
              <CollapsibleSection
                title={t('controls.grouping')}
                icon={<ClockIcon className="size-4" />}
              >
                <GroupingSelect />
              </CollapsibleSection>
              <CollapsibleSection
                title={t('controls.dateRange')}
                icon={<CalendarIcon className="size-4" />}
              >
                <DateRangeControl />
              </CollapsibleSection>
              <NewListButton variant="menu" />
            </div>
          ) : null}

          <AdminMenuSection />
          <div className="border-t border-slate-200 pt-5 dark:border-white/5">
            <MobileSessionSection />
          </div>
        </div>
      </div>
    </div>
  );
}
