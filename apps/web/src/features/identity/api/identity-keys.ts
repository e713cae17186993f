/** Query keys of the identity feature (one factory: TkDodo's "Effective React Query Keys"). */
export const identityKeys = {
  all: ['identity'] as const,
  config: () => [...identityKeys.all, 'config'] as const,
};
