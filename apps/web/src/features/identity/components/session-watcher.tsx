import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { MESSAGES } from '@pulso/domain/core';
import { identityKeys } from '../api/identity-keys';
import { isUserNotActive } from '../session/session-errors';
import { useTokenStore } from '../stores/token-store';
import { useUserStore } from '../stores/user-store';

/**
 * Session rules that apply to every request (spec §4): when any query or mutation learns that
 * the user is not active, user, role and token go (the API client has toasted it); and when a
 * session ends, its data does not stay in the cache for the next one.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();

  useEffect(() => {
    const onError = (error: unknown) => {
      if (isUserNotActive(error) && useTokenStore.getState().token) {
        // Same id as the API client's toast: a silent call still tells the user, once.
        const message = MESSAGES.errors.signIn.userNotActive;
        toast.error(message, { toastId: message });
        useUserStore.getState().signOut();
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });

    let cleanup: ReturnType<typeof setTimeout> | undefined;
    const stopToken = useTokenStore.subscribe((state, previous) => {
      // Only when a session ends: at sign-in the cache holds a visitor's data, and the data
      // preloaded for the new session must stay.
      if (state.token !== null || previous.token === null) return;
      // After this render pass, the pages of the old session have unmounted: drop what nobody
      // watches any more (the sign-in configuration is nobody's and stays).
      clearTimeout(cleanup);
      cleanup = setTimeout(() => {
        queryClient.removeQueries({
          predicate: (query) =>
            query.getObserversCount() === 0 && query.queryKey[0] !== identityKeys.all[0],
        });
      }, 0);
    });

    return () => {
      stopQueries();
      stopMutations();
      stopToken();
      clearTimeout(cleanup);
    };
  }, [queryClient]);

  return null;
}
