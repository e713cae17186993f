/** Query keys of strategies and their deployments. */
export const strategiesKeys = {
  all: ['strategies'] as const,
  pages: () => [...strategiesKeys.all, 'page'] as const,
  page: (params: { page: number; limit: number; search?: string }) =>
    [...strategiesKeys.pages(), params] as const,
  detail: (id: string) => [...strategiesKeys.all, 'detail', id] as const,
};

export const deploymentsKeys = {
  all: ['strategyDeployments'] as const,
  pages: () => [...deploymentsKeys.all, 'page'] as const,
  page: (params: DeploymentsPageParams) => [...deploymentsKeys.pages(), params] as const,
  detail: (id: string) => [...deploymentsKeys.all, 'detail', id] as const,
};

export interface DeploymentsPageParams {
  page: number;
  limit: number;
  strategyId?: string | undefined;
  accountId?: string | undefined;
  isPaused?: boolean | undefined;
  search?: string | undefined;
}
