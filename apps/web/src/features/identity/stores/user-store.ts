import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@pulso/domain/core';
import type { Role, User } from '@pulso/domain/schemas';
import { useTokenStore } from './token-store';

export type { Role };

/** The user fields of spec §3: what the session keeps of the server's user record. */
export type SessionUser = Pick<
  User,
  'id' | 'uid' | 'email' | 'photoURL' | 'displayName' | 'isActive' | 'roleId'
>;

/** Spec §6: the privileged role is the one named admin. */
export const ADMIN_ROLE = 'admin';

export function toSessionUser(user: SessionUser): SessionUser {
  const { id, uid, email, photoURL, displayName, isActive, roleId } = user;
  return { id, uid, email, photoURL, displayName, isActive, roleId };
}

export interface UserState {
  user: SessionUser | null;
  role: Role | null;
  /** True while the session is being loaded; drives the 'Loading User' overlay. */
  loading: boolean;
  /** Keeps only the session fields of whatever user record it is given. */
  setUser: (user: SessionUser | null) => void;
  setRole: (role: Role | null) => void;
  setLoading: (loading: boolean) => void;
  clear: () => void;
  /** Clears user, role and token (the identity-provider session is closed by `signOut` in session/). */
  signOut: () => void;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      role: null,
      loading: false,
      setUser: (user) => set({ user: user ? toSessionUser(user) : null }),
      setRole: (role) => set({ role }),
      setLoading: (loading) => set({ loading }),
      clear: () => set({ user: null, role: null, loading: false }),
      signOut: () => {
        set({ user: null, role: null, loading: false });
        useTokenStore.getState().clear();
      },
    }),
    {
      name: STORAGE_KEYS.user,
      storage: createJSONStorage(() => localStorage),
      // The loading flag is per page load: persisting it could leave the overlay up forever.
      partialize: ({ user, role }) => ({ user, role }),
    },
  ),
);

export const selectIsAdmin = (state: UserState): boolean => state.role?.name === ADMIN_ROLE;

export function useIsAdmin(): boolean {
  return useUserStore(selectIsAdmin);
}
