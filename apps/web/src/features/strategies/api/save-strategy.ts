import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { CreateStrategy, Strategy } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { strategiesKeys } from './strategies-keys';

export type SaveStrategyInput = { id?: string | undefined } & CreateStrategy;

/** POST /strategy (new) or PATCH /strategy/:id. */
export async function saveStrategy({ id, ...body }: SaveStrategyInput): Promise<Strategy> {
  const saved = await apiFetch<Strategy>(id ? `/strategy/${id}` : '/strategy', {
    method: id ? 'PATCH' : 'POST',
    body,
    defaultMessage: 'No se pudo guardar la estrategia',
    // The editor shows the server's message inline (and a toast for anything else).
    silent: true,
  });
  if (!saved) throw new Error('No se pudo guardar la estrategia');
  return saved;
}

export function useSaveStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStrategy,
    onSuccess: async (strategy) => {
      toast.success('Estrategia guardada');
      queryClient.setQueryData(strategiesKeys.detail(strategy.id), strategy);
      await queryClient.invalidateQueries({ queryKey: strategiesKeys.pages() });
    },
  });
}
