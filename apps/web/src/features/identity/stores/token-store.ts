import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@pulso/domain/core';

export interface TokenState {
  token: string | null;
  setToken: (token: string | null) => void;
  clear: () => void;
}

/** The session token persists locally (spec §4); being signed in means having one. */
export const useTokenStore = create<TokenState>()(
  persist(
    (set) => ({
      token: null,
      setToken: (token) => set({ token }),
      clear: () => set({ token: null }),
    }),
    {
      name: STORAGE_KEYS.token,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token }) => ({ token }),
    },
  ),
);

export const selectIsSignedIn = (state: TokenState): boolean => Boolean(state.token);

export function useIsSignedIn(): boolean {
  return useTokenStore(selectIsSignedIn);
}
