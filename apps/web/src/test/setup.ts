import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../lib/i18n';
// Every feature's strings, as if all their pages had loaded (lib/i18n-parts.test.ts checks that each
// page really imports the parts it reads).
import.meta.glob('../locales/*.ts', { eager: true });
import { useDateStore } from '../features/date-range';
import { useTokenStore, useUserStore } from '../features/identity';
import { useThemeStore } from '../features/theme';

// jsdom has no layout: scrolling is a no-op instead of a "not implemented" error.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  // Stores are module singletons: every test starts signed out, dark, with default dates.
  for (const store of [useTokenStore, useUserStore, useDateStore, useThemeStore] as const) {
    (store as { setState: (s: unknown, replace: true) => void }).setState(
      store.getInitialState(),
      true,
    );
  }
  localStorage.clear();
  document.documentElement.className = '';
  document.body.removeAttribute('style');
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
