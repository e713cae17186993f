import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Deployment } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { deploymentsKeys } from './strategies-keys';

/** PATCH /strategy-deployment/:id: pause and resume are updates of isPaused (spec §4). */
export async function updateDeployment(input: {
  id: string;
  isPaused: boolean;
}): Promise<Deployment> {
  const answer = await apiFetch<{ message: string; deployment: Deployment }>(
    `/strategy-deployment/${input.id}`,
    {
      method: 'PATCH',
      body: { isPaused: input.isPaused },
      defaultMessage: MESSAGES.errors.deployments.update,
    },
  );
  if (!answer) throw new Error(MESSAGES.errors.deployments.update);
  return answer.deployment;
}

export function useUpdateDeployment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDeployment,
    onSuccess: async () => {
      toast.success(MESSAGES.success.deployments.updated);
      await queryClient.invalidateQueries({ queryKey: deploymentsKeys.all });
    },
  });
}
