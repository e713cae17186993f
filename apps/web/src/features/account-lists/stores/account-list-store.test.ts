import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aList } from '../../accounts/testing/fixtures';
import { useAccountListStore } from './account-list-store';

const state = () => useAccountListStore.getState();
const saved = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state;

const spot = aList({ name: 'Spot' });
const futures = aList({ name: 'Futuros' });

beforeEach(() => {
  useAccountListStore.setState(useAccountListStore.getInitialState(), true);
  localStorage.clear();
});

describe('account list selection (spec §4)', () => {
  it('starts on all accounts, with no lists, no error and the modal closed', () => {
    expect(state()).toMatchObject({ selectedList: null, lists: [], error: null, modal: null });
  });

  it('goes from all accounts to a list and back, clearing the error and calling back', () => {
    const onChange = vi.fn();
    state().setLists([spot, futures]);
    state().setError('Failed to load account list');

    state().selectList(spot, onChange);
    expect(state().selectedList).toEqual(spot);
    expect(state().error).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(spot);

    state().setError('Failed to update account list');
    state().selectList(null, onChange);
    expect(state().selectedList).toBeNull();
    expect(state().error).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(null);
    // The callback is optional.
    expect(() => state().selectList(futures)).not.toThrow();
  });

  it('adds a created list to the available lists', () => {
    state().setLists([spot]);
    state().addList(futures);
    expect(state().lists).toEqual([spot, futures]);
  });

  it('replaces an updated list in the lists and in the selection if it is selected', () => {
    state().setLists([spot, futures]);
    state().selectList(spot);
    const renamed = { ...spot, name: 'Spot principal' };
    state().updateList(renamed);
    expect(state().lists).toEqual([renamed, futures]);
    expect(state().selectedList).toEqual(renamed);

    const otherRenamed = { ...futures, name: 'Futuros 2' };
    state().updateList(otherRenamed);
    expect(state().selectedList).toEqual(renamed); // another list: the selection is untouched
  });

  it('removes a deleted list and clears the selection only if it was the selected one', () => {
    state().setLists([spot, futures]);
    state().selectList(spot);
    state().removeList(futures.id);
    expect(state().lists).toEqual([spot]);
    expect(state().selectedList).toEqual(spot);
    state().removeList(spot.id);
    expect(state().lists).toEqual([]);
    expect(state().selectedList).toBeNull();
  });

  it('keeps the selection fresh when the lists reload, and drops it if the list is gone', () => {
    state().setLists([spot, futures]);
    state().selectList(spot);
    const fresh = { ...spot, accountIds: ['a'] };
    state().setLists([fresh, futures]);
    expect(state().selectedList).toEqual(fresh);
    state().setLists([futures]);
    expect(state().selectedList).toBeNull();
  });

  it('stores errors as the list error', () => {
    state().setError('Failed to create account list');
    expect(state().error).toBe('Failed to create account list');
  });

  it('opens the modal in create or edit mode and closes it', () => {
    state().openCreate();
    expect(state().modal).toEqual({ mode: 'create' });
    state().openEdit(spot);
    expect(state().modal).toEqual({ mode: 'edit', list: spot });
    state().closeModal();
    expect(state().modal).toBeNull();
  });
});

describe('persistence (spec §9)', () => {
  it('persists the selected list and the available lists under their own keys', () => {
    state().setLists([spot, futures]);
    state().selectList(futures);
    state().openCreate();
    expect(saved('account-list-selection')).toEqual({ selectedList: futures });
    expect(saved('account-lists')).toEqual({ lists: [spot, futures] });
  });

  it('reads both back, and ignores what is not a list', async () => {
    localStorage.setItem(
      'account-list-selection',
      JSON.stringify({ state: { selectedList: spot }, version: 0 }),
    );
    localStorage.setItem(
      'account-lists',
      JSON.stringify({ state: { lists: [spot, { nope: true }, futures] }, version: 0 }),
    );
    await useAccountListStore.persist.rehydrate();
    expect(state().selectedList).toEqual(spot);
    expect(state().lists).toEqual([spot, futures]);

    localStorage.setItem('account-list-selection', '{not json');
    await useAccountListStore.persist.rehydrate();
    expect(state().selectedList).toBeNull();
  });

  it('reset (sign-out) forgets the lists and the selection', () => {
    state().setLists([spot]);
    state().selectList(spot);
    state().reset();
    expect(state()).toMatchObject({ selectedList: null, lists: [] });
    expect(saved('account-list-selection')).toEqual({ selectedList: null });
  });
});
