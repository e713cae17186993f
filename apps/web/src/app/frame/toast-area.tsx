import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { TOAST_SETTINGS } from '@pulso/domain/core';
import { useThemeStore } from '../../features/theme';

/** The one toast area (spec §9): top-right, 5 s, at most 320 px, draggable, pause, click-close. */
export function ToastArea() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  return (
    <ToastContainer
      // The library's default region name is English ("Notifications Alt+T").
      aria-label={t('toasts.label')}
      position={TOAST_SETTINGS.position}
      autoClose={TOAST_SETTINGS.autoClose}
      draggable={TOAST_SETTINGS.draggable}
      pauseOnHover={TOAST_SETTINGS.pauseOnHover}
      closeOnClick={TOAST_SETTINGS.closeOnClick}
      style={{ maxWidth: TOAST_SETTINGS.maxWidthPx }}
      theme={theme}
      newestOnTop
    />
  );
}
