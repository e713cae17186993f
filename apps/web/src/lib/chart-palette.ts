import type { Theme } from '@pulso/domain/core';

export interface ChartPalette {
  text: string;
  grid: string;
  border: string;
  up: string;
  down: string;
  volumeUp: string;
  volumeDown: string;
}

/** The app's emerald and rose on its slate surfaces; volume bars faint enough to stay behind. */
export const CHART_PALETTES: Record<Theme, ChartPalette> = {
  dark: {
    text: '#94a3b8',
    grid: 'rgba(148, 163, 184, 0.07)',
    border: 'rgba(148, 163, 184, 0.16)',
    up: '#10b981',
    down: '#f43f5e',
    volumeUp: 'rgba(16, 185, 129, 0.32)',
    volumeDown: 'rgba(244, 63, 94, 0.32)',
  },
  light: {
    text: '#64748b',
    grid: 'rgba(15, 23, 42, 0.06)',
    border: 'rgba(15, 23, 42, 0.12)',
    up: '#059669',
    down: '#e11d48',
    volumeUp: 'rgba(5, 150, 105, 0.28)',
    volumeDown: 'rgba(225, 29, 72, 0.28)',
  },
};
