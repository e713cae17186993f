import { describe, expect, it } from 'vitest';
import { useTokenStore } from './token-store';
import { selectIsAdmin, useUserStore, type Role, type SessionUser } from './user-store';

const user: SessionUser = {
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

  it('keeps only the session fields of a full user record', () => {
    useUserStore.getState().setUser({
      ...user,
      role: { id: 'r1', name: 'admin' },
      lastSignInAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    } as SessionUser);
    expect(useUserStore.getState().user).toEqual(user);
  });

  it('knows an admin by the role name', () => {
    expect(selectIsAdmin(useUserStore.getState())).toBe(false);
    useUserStore.getState().setRole({ id: 'r2', name: 'user', permissions: [] });
    expect(selectIsAdmin(useUserStore.getState())).toBe(false);
    useUserStore.getState().setRole(role);
    expect(selectIsAdmin(useUserStore.getState())).toBe(true);
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
