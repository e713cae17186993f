import { create } from 'zustand';
import type { LiveState } from './live-connection';

/** The live stream's state, for the indicator. */
export const useLiveStore = create<{ state: LiveState; set: (state: LiveState) => void }>()(
  (set) => ({ state: 'connecting', set: (state) => set({ state }) }),
);
