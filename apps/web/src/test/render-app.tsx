import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { useTokenStore } from '../features/identity';
import { createQueryClient } from '../lib/query-client';

interface RenderAppOptions {
  route?: string;
  token?: string | null;
}

/** The real routes and frame in a memory router, with a fresh query client per test. */
export function renderApp({ route = '/', token = null }: RenderAppOptions = {}) {
  useTokenStore.getState().setToken(token);
  const location = { pathname: route };
  function LocationProbe() {
    location.pathname = useLocation().pathname;
    return null;
  }
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, location };
}
