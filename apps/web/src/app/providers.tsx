import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { identityApiSession, SessionWatcher } from '../features/identity';
import { connectApiSession } from '../lib/api-client';
import i18n from '../lib/i18n';
import { queryClient as defaultQueryClient } from '../lib/query-client';
import { ToastArea } from './frame/toast-area';

// The app layer is where lib meets the features: the API client gets the session here.
connectApiSession(identityApiSession);

export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionWatcher />
        {children}
        <ToastArea />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
