import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Deployment } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { deploymentsKeys, strategiesKeys } from './strategies-keys';

/** POST /strategy-deployment/deploy; 'Strategy deployed successfully' or 'Failed to deploy strategy'. */
export async function deployStrategy(input: {
  strategyId: string;
  accountId: string;
}): Promise<Deployment> {
  const answer = await apiFetch<{ message: string; deployment: Deployment }>(
    '/strategy-deployment/deploy',
    { method: 'POST', body: input, defaultMessage: MESSAGES.errors.deployments.deploy },
  );
  if (!answer) throw new Error(MESSAGES.errors.deployments.deploy);
  return answer.deployment;
}

export function useDeployStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deployStrategy,
    onSuccess: async () => {
      toast.success(MESSAGES.success.deployments.deployed);
      await queryClient.invalidateQueries({ queryKey: deploymentsKeys.all });
      await queryClient.invalidateQueries({ queryKey: strategiesKeys.all });
    },
  });
}
