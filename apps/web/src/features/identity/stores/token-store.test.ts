import { describe, expect, it } from 'vitest';
import { selectIsSignedIn, useTokenStore } from './token-store';

describe('token store', () => {
  it('starts signed out', () => {
    expect(useTokenStore.getState().token).toBeNull();
    expect(selectIsSignedIn(useTokenStore.getState())).toBe(false);
  });

  it('persists the token under token-store and clears it', () => {
    useTokenStore.getState().setToken('tok-1');
    expect(selectIsSignedIn(useTokenStore.getState())).toBe(true);
    expect(JSON.parse(localStorage.getItem('token-store') ?? '{}')).toMatchObject({
      state: { token: 'tok-1' },
    });

    useTokenStore.getState().clear();
    expect(useTokenStore.getState().token).toBeNull();
    expect(JSON.parse(localStorage.getItem('token-store') ?? '{}').state.token).toBeNull();
  });

  it('reads a persisted token back', async () => {
    localStorage.setItem('token-store', JSON.stringify({ state: { token: 'saved' }, version: 0 }));
    await useTokenStore.persist.rehydrate();
    expect(useTokenStore.getState().token).toBe('saved');
  });
});
