import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import type { Package } from '@pulso/domain/schemas';
import { apiFetch } from '../../../lib/api-client';
import type { PackageInput } from './create-package';
import { packagesKeys } from './packages-keys';

/** PUT /package/update carries the id in the body (spec §7). */
export async function updatePackage(
  input: Partial<PackageInput> & { id: string },
): Promise<Package> {
  const updated = await apiFetch<Package>('/package/update', {
    method: 'PUT',
    body: input,
    defaultMessage: MESSAGES.errors.packages.update,
  });
  if (!updated) throw new Error(MESSAGES.errors.permissions.invalidToken);
  return updated;
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: async () => {
      toast.success(MESSAGES.success.packages.updated);
      await queryClient.invalidateQueries({ queryKey: packagesKeys.all });
    },
  });
}
