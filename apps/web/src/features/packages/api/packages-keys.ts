/** Query keys of the packages (plans) feature, under the spec's `packages` cache namespace. */
export const packagesKeys = {
  all: ['packages'] as const,
  list: () => [...packagesKeys.all, 'list'] as const,
};
