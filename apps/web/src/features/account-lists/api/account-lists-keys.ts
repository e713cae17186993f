/** Query keys of the account lists, under the spec's `accountLists` cache namespace. */
export const accountListsKeys = {
  all: ['accountLists'] as const,
  list: () => [...accountListsKeys.all, 'list'] as const,
};
