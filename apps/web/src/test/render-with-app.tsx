import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../lib/query-client';
import { useTokenStore } from '../features/identity';

/** A component with the app's providers (i18n, a fresh query client, toasts) and a router. */
export function renderWithApp(ui: ReactNode, { route = '/', token = 'tok' } = {}) {
  useTokenStore.getState().setToken(token);
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient };
}
