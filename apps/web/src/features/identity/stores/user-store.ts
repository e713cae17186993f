import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@pulso/domain';
import { useTokenStore } from './token-store';

export interface User {
  id: string;
  uid: string;
  email: string;
  photoURL: string | null;
  displayName: string | null;
  isActive: boolean;
  roleId: string | null;
}

export interface Role {
  id: string;
  name: string;
  permissions: string[];
}

export interface UserState {
  user: User | null;
  role: Role | null;
  /** True while the session is being loaded; drives the 'Loading User' overlay. */
  loading: boolean;
  setUser: (user: User | null) => void;
  setRole: (role: Role | null) => void;
  setLoading: (loading: boolean) => void;
  clear: () => void;
  /** Clears user, role and token (the identity-provider session is closed by the sign-in flow). */
  signOut: () => void;
}

export const useUserStore = create<UserState>()(
  persist(
    (set) => ({
      user: null,
      role: null,
      loading: false,
      setUser: (user) => set({ user }),
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
