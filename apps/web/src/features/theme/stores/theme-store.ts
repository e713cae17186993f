import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_THEME, STORAGE_KEYS, isTheme, type Theme } from '@pulso/domain/core';

export interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggle: () => void;
}

/** Mirrors the theme onto <html>; public/theme-init.js does the same before React loads. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export const useThemeStore = create<ThemeState>()(
  persist(
    (set, get) => ({
      theme: DEFAULT_THEME,
      setTheme: (theme) => set({ theme }),
      toggle: () => set({ theme: get().theme === 'dark' ? 'light' : 'dark' }),
    }),
    {
      name: STORAGE_KEYS.theme,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme }) => ({ theme }),
      // A hand-edited or stale value must not leave the page without a theme.
      merge: (persisted, current) => {
        const theme = (persisted as Partial<ThemeState> | undefined)?.theme;
        return { ...current, theme: isTheme(theme) ? theme : current.theme };
      },
      onRehydrateStorage: () => (state) => applyTheme(state?.theme ?? DEFAULT_THEME),
    },
  ),
);

useThemeStore.subscribe((state, previous) => {
  if (state.theme !== previous.theme) applyTheme(state.theme);
});
