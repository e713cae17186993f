/** Query keys of copy trades, under the spec's `copyTrade` cache namespace. */
export const copyTradesKeys = {
  all: ['copyTrade'] as const,
  /** The first page's copy trades, preloaded at start-up (spec §4). */
  list: () => [...copyTradesKeys.all, 'list'] as const,
  pages: () => [...copyTradesKeys.all, 'page'] as const,
  page: (params: { page: number; limit: number }) => [...copyTradesKeys.pages(), params] as const,
};
