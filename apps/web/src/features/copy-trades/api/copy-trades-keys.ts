/** Query keys of copy trades, under the spec's `copyTrade` cache namespace. */
export const copyTradesKeys = {
  all: ['copyTrade'] as const,
  list: () => [...copyTradesKeys.all, 'list'] as const,
};
