/** Query keys of the exchanges feature, under the spec's `exchanges` cache namespace. */
export const exchangesKeys = {
  all: ['exchanges'] as const,
  list: () => [...exchangesKeys.all, 'list'] as const,
};
