import { describe, expect, it } from 'vitest';
import { ACCOUNT_MODES, ACCOUNT_SORT_KEYS } from '@pulso/domain';
import { MODES, SORT_KEYS, isSortKey } from './account-options';

describe('account options', () => {
  it('are the domain lists, in the same order', () => {
    expect(SORT_KEYS).toEqual(ACCOUNT_SORT_KEYS);
    expect(MODES).toEqual(ACCOUNT_MODES);
    expect(isSortKey('winRate')).toBe(true);
    expect(isSortKey('price')).toBe(false);
  });
});
