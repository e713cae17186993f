import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Package } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import { packagesKeys } from './packages-keys';

export type PackageInput = Omit<Package, 'id'>;

export async function createPackage(input: PackageInput): Promise<Package> {
  const created = await apiFetch<Package>('/package/create', {
    method: 'POST',
    body: input,
    defaultMessage: MESSAGES.errors.packages.create,
  });
  if (!created) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return created;
}

export function useCreatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPackage,
    onSuccess: async () => {
      toast.success(MESSAGES.success.packages.created);
      await queryClient.invalidateQueries({ queryKey: packagesKeys.all });
    },
  });
}
