import { describe, expect, it } from 'vitest';
import { useTokenStore } from './token-store';
import { useUserStore, type Role, type User } from './user-store';

const user: User = {
  id: 'u1',
  uid: 'sub-1',
  email: 'ana@example.com',
  photoURL: null,
  displayName: 'Ana',
  isActive: true,
  roleId: 'r1',
};
const role: Role = { id: 'r1', name: 'admin', permissions: ['users:read'] };

describe('user store', () => {
  it('starts empty and not loading', () => {
    expect(useUserStore.getState()).toMatchObject({ user: null, role: null, loading: false });
  });

  it('persists user and role under user-store, but not the loading flag', () => {
    useUserStore.getState().setUser(user);
    useUserStore.getState().setRole(role);
    useUserStore.getState().setLoading(true);
    const saved = JSON.parse(localStorage.getItem('user-store') ?? '{}');
    expect(saved.state).toEqual({ user, role });
  });

  it('clear empties user and role and leaves the token alone', () => {
    useTokenStore.getState().setToken('tok');
    useUserStore.setState({ user, role, loading: true });
    useUserStore.getState().clear();
    expect(useUserStore.getState()).toMatchObject({ user: null, role: null, loading: false });
    expect(useTokenStore.getState().token).toBe('tok');
  });

  it('signOut clears user, role and token', () => {
    useTokenStore.getState().setToken('tok');
    useUserStore.setState({ user, role });
    useUserStore.getState().signOut();
    expect(useUserStore.getState()).toMatchObject({ user: null, role: null });
    expect(useTokenStore.getState().token).toBeNull();
  });
});
