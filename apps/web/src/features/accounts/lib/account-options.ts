import type { AccountMode, AccountSortKey } from '@pulso/domain';

/*
 * The domain's ACCOUNT_SORT_KEYS and ACCOUNT_MODES live in a module that builds zod schemas at
 * load time; importing a value from it would put zod (25 KB gzipped) on Mis Cuentas. The same
 * lists are kept here as values, and the compiler holds them to the domain's types: every entry
 * must be a domain value, and every domain value must be here.
 */
type Exactly<List extends readonly string[], Union extends string> = [
  Exclude<Union, List[number]>,
] extends [never]
  ? List
  : never;

const sortKeys = ['name', 'pnl', 'roi', 'winRate', 'trades', 'volume', 'createdAt'] as const;
export const SORT_KEYS: Exactly<typeof sortKeys, AccountSortKey> =
  sortKeys satisfies readonly AccountSortKey[];

const modes = ['paper', 'live'] as const;
export const MODES: Exactly<typeof modes, AccountMode> = modes satisfies readonly AccountMode[];

export function isSortKey(value: unknown): value is AccountSortKey {
  return (SORT_KEYS as readonly unknown[]).includes(value);
}
