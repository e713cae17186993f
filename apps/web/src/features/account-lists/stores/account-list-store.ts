import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { STORAGE_KEYS } from '@pulso/domain/core';
import type { AccountList } from '@pulso/domain/schemas';

/** Modal mode is create or edit (spec §4); edit carries the list being edited. */
export type ListModal = { mode: 'create' } | { mode: 'edit'; list: AccountList } | null;

interface Persisted {
  /** null is 'Todas las cuentas'. */
  selectedList: AccountList | null;
  lists: AccountList[];
}

export interface AccountListState extends Persisted {
  /** The last failure, with the spec's message (§8: 'Failed to load account list', …). */
  error: string | null;
  modal: ListModal;
  /** Clears the error and calls `onChange` with the new selection (spec §4). */
  selectList: (list: AccountList | null, onChange?: (list: AccountList | null) => void) => void;
  /** The lists as loaded; a selection that no longer exists goes back to all accounts. */
  setLists: (lists: AccountList[]) => void;
  addList: (list: AccountList) => void;
  /** Replaces the list in the lists, and in the selection if it is the selected one. */
  updateList: (list: AccountList) => void;
  /** Removes the list, and clears the selection if it was the selected one. */
  removeList: (id: string) => void;
  setError: (error: string | null) => void;
  openCreate: () => void;
  openEdit: (list: AccountList) => void;
  closeModal: () => void;
  /** Sign-out: another user must not inherit these lists. */
  reset: () => void;
}

const initial = (): Pick<AccountListState, 'selectedList' | 'lists' | 'error' | 'modal'> => ({
  selectedList: null,
  lists: [],
  error: null,
  modal: null,
});

function isList(value: unknown): value is AccountList {
  const list = value as Partial<AccountList> | null;
  return (
    typeof list?.id === 'string' && typeof list.name === 'string' && Array.isArray(list.accountIds)
  );
}

function read(key: string): Record<string, unknown> | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as { state?: Record<string, unknown> }) : null;
    return parsed?.state ?? null;
  } catch {
    return null; // a hand-edited or truncated entry is as good as none
  }
}

/**
 * Spec §9 names two persisted values, the selected list and the available lists: one store,
 * written to its two keys (STORAGE_KEYS.selectedList and STORAGE_KEYS.lists).
 */
const splitStorage: PersistStorage<Persisted> = {
  getItem: () => {
    const selected = read(STORAGE_KEYS.selectedList);
    const lists = read(STORAGE_KEYS.lists);
    if (!selected && !lists) return null;
    return {
      state: {
        selectedList: isList(selected?.selectedList) ? selected.selectedList : null,
        lists: Array.isArray(lists?.lists) ? lists.lists.filter(isList) : [],
      },
      version: 0,
    };
  },
  setItem: (_name, { state, version }: StorageValue<Persisted>) => {
    const write = (key: string, value: object) =>
      localStorage.setItem(key, JSON.stringify({ state: value, version }));
    write(STORAGE_KEYS.selectedList, { selectedList: state.selectedList });
    write(STORAGE_KEYS.lists, { lists: state.lists });
  },
  removeItem: () => {
    localStorage.removeItem(STORAGE_KEYS.selectedList);
    localStorage.removeItem(STORAGE_KEYS.lists);
  },
};

export const useAccountListStore = create<AccountListState>()(
  persist(
    (set, get) => ({
      ...initial(),
      selectList: (list, onChange) => {
        set({ selectedList: list, error: null });
        onChange?.(list);
      },
      setLists: (lists) => {
        const selected = get().selectedList;
        const fresh = selected ? (lists.find((l) => l.id === selected.id) ?? null) : null;
        set({ lists, selectedList: fresh });
      },
      addList: (list) => set({ lists: [...get().lists.filter((l) => l.id !== list.id), list] }),
      updateList: (list) => {
        const { lists, selectedList } = get();
        set({
          lists: lists.map((l) => (l.id === list.id ? list : l)),
          selectedList: selectedList?.id === list.id ? list : selectedList,
        });
      },
      removeList: (id) => {
        const { lists, selectedList } = get();
        set({
          lists: lists.filter((l) => l.id !== id),
          selectedList: selectedList?.id === id ? null : selectedList,
        });
      },
      setError: (error) => set({ error }),
      openCreate: () => set({ modal: { mode: 'create' } }),
      openEdit: (list) => set({ modal: { mode: 'edit', list } }),
      closeModal: () => set({ modal: null }),
      reset: () => set(initial()),
    }),
    {
      name: STORAGE_KEYS.lists,
      storage: splitStorage,
      partialize: ({ selectedList, lists }) => ({ selectedList, lists }),
    },
  ),
);

/** The selected list's id, or undefined for all accounts: what account queries filter by. */
export function useSelectedListId(): string | undefined {
  return useAccountListStore((state) => state.selectedList?.id);
}
