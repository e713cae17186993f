import { describe, expect, it } from 'vitest';
import { applyTheme, useThemeStore } from './theme-store';

const html = () => document.documentElement;

describe('theme store', () => {
  it('defaults to dark', () => {
    expect(useThemeStore.getState().theme).toBe('dark');
  });

  it('toggles, sets the dark class on <html> and persists under theme-store', () => {
    applyTheme('dark');
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(html()).not.toHaveClass('dark');
    expect(JSON.parse(localStorage.getItem('theme-store') ?? '{}').state).toEqual({
      theme: 'light',
    });

    useThemeStore.getState().toggle();
    expect(html()).toHaveClass('dark');
    expect(html().style.colorScheme).toBe('dark');
  });

  it('rehydrates a saved theme and applies it', async () => {
    localStorage.setItem('theme-store', JSON.stringify({ state: { theme: 'light' }, version: 0 }));
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().theme).toBe('light');
    expect(html()).not.toHaveClass('dark');
  });

  it('ignores a corrupt saved theme', async () => {
    localStorage.setItem('theme-store', JSON.stringify({ state: { theme: 'neon' }, version: 0 }));
    await useThemeStore.persist.rehydrate();
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(html()).toHaveClass('dark');
  });
});
