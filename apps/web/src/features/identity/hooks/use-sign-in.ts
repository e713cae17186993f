import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { authConfigQueryOptions } from '../api/get-auth-config';
import { signIn } from '../session/sign-in';
import { signOut } from '../session/sign-out';

/** Sign-in for buttons: `start` must run in the click handler (the popup opens synchronously). */
export function useSignIn() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const start = useCallback(() => {
    setPending(true);
    void signIn(queryClient).finally(() => setPending(false));
  }, [queryClient]);

  // On hover or focus: the library, the configuration and the provider's discovery document,
  // fetched before the click needs them.
  const warmUp = useCallback(() => {
    void Promise.all([
      import('../oidc/user-manager'),
      queryClient.fetchQuery(authConfigQueryOptions()),
    ])
      .then(([oidc, config]) => oidc.prepareSignIn(config))
      .catch(() => {});
  }, [queryClient]);

  return { signIn: start, pending, warmUp };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const start = useCallback(() => {
    setPending(true);
    void signOut(queryClient).finally(() => setPending(false));
  }, [queryClient]);
  return { signOut: start, pending };
}
