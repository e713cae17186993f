import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useUserStore } from '../../features/identity';
import { renderApp } from '../../test/render-app';

// Pages load their chunks on first render (/accounts brings zod for its form): slower while the
// whole suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

// The page's banner holds only this navigation (a card's header inside a section is no banner,
// but jsdom's roles count it as one).
const navbar = () => screen.getByRole('navigation', { name: 'Navegación principal' });
const menuButton = () => screen.getByRole('button', { name: 'Abrir menú' });

async function renderHome(token: string | null = null) {
  const view = renderApp({ route: '/', token });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('page frame', () => {
  it('names the toast region in Spanish', async () => {
    await renderHome();
    expect(screen.getByRole('region', { name: 'Notificaciones Alt+T' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications Alt+T' })).toBeNull();
  });

  it('renders the brand, the public link and the footer for a visitor', async () => {
    await renderHome();
    expect(within(navbar()).getByRole('link', { name: 'Pulso' })).toHaveAttribute('href', '/');
    expect(within(navbar()).getByRole('link', { name: 'Cuentas Públicas' })).toHaveAttribute(
      'href',
      '/public/accounts',
    );
    expect(within(navbar()).queryByRole('link', { name: 'Mis Cuentas' })).toBeNull();
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Pulso. Todos los derechos reservados.`)).toBeInTheDocument();
  });

  it('shows Mis Cuentas once signed in', async () => {
    await renderHome('tok');
    expect(within(navbar()).getByRole('link', { name: 'Mis Cuentas' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('toggles the theme from the navbar', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.click(within(navbar()).getByRole('button', { name: 'Cambiar a tema claro' }));
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(within(navbar()).getByRole('button', { name: 'Cambiar a tema oscuro' }));
    expect(document.documentElement).toHaveClass('dark');
  });

  it('opens and closes the mobile menu', async () => {
    const user = userEvent.setup();
    await renderHome();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Cerrar menú' })).toHaveFocus();
    // A visitor gets navigation and the theme toggle only (spec §6).
    expect(within(menu).queryByRole('button', { name: 'Lista de Cuentas' })).toBeNull();

    await user.click(within(menu).getByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton()).toHaveFocus();

    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the mobile menu after navigating', async () => {
    const user = userEvent.setup();
    const { location } = await renderHome();
    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    await user.click(within(menu).getByRole('link', { name: 'Cuentas Públicas' }));

    await screen.findByRole('heading', { level: 1, name: 'Cuentas Públicas' });
    expect(location.pathname).toBe('/public/accounts');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives signed-in users the list, grouping and date sections in the menu', async () => {
    const user = userEvent.setup();
    await renderHome('tok');
    await user.click(menuButton());
    const menu = screen.getByRole('dialog', { name: 'Menú' });
    for (const name of ['Lista de Cuentas', 'Agrupación Temporal', 'Rango de Fechas']) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('button', { name: 'Nueva lista' })).toBeInTheDocument();

    const grouping = within(menu).getByRole('button', { name: 'Agrupación Temporal' });
    expect(grouping).toHaveAttribute('aria-expanded', 'false');
    await user.click(grouping);
    expect(grouping).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(
      within(menu).getByRole('combobox', { name: 'Agrupación Temporal' }),
      '4h',
    );
    expect(within(menu).getByRole('combobox', { name: 'Agrupación Temporal' })).toHaveValue('4h');

    await user.click(within(menu).getByRole('button', { name: 'Rango de Fechas' }));
    expect(within(menu).getByText('30 días')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Actualizar datos' })).toBeInTheDocument();
  });

  it('shows the Loading User overlay while the session loads', async () => {
    await renderHome();
    expect(screen.queryByRole('status', { name: 'Loading User' })).toBeNull();
    act(() => useUserStore.getState().setLoading(true));
    expect(screen.getByRole('status', { name: 'Loading User' })).toHaveTextContent('Loading User');
    act(() => useUserStore.getState().setLoading(false));
    expect(screen.queryByRole('status', { name: 'Loading User' })).toBeNull();
  });

  it('shows the floating toolbar after 10 px of scroll, for signed-in users only', async () => {
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    const toolbar = () => screen.queryByRole('region', { name: 'Controles del panel' });

    const view = await renderHome();
    scrollTo(50);
    expect(toolbar()).toBeNull();
    view.unmount();
    scrollTo(0);

    await renderHome('tok');
    scrollTo(10);
    expect(toolbar()).toBeNull();
    scrollTo(11);
    expect(toolbar()).toBeInTheDocument();
    expect(within(toolbar()!).getByRole('button', { name: '+ Lista' })).toBeInTheDocument();
    scrollTo(0);
  });
});

describe('the floating toolbar', () => {
  it('stays away from pages its controls do nothing on (Perfil), and shows on the dashboard pages', async () => {
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    const toolbar = () => screen.queryByRole('region', { name: 'Controles del panel' });
    const { toolbarActsOn } = await import('./floating-toolbar');
    expect(['/', '/accounts', '/accounts/abc', '/public/accounts/abc'].map(toolbarActsOn)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['/profile', '/strategies', '/deployments', '/admin/users', '/markets', '/copy-trades'].map(
        toolbarActsOn,
      ),
    ).toEqual([false, false, false, false, false, false]);

    renderApp({ route: '/profile', token: 'tok' });
    scrollTo(200);
    expect(toolbar()).toBeNull();
    scrollTo(0);
  });
});

describe('routes', () => {
  it('sends a visitor from /accounts to / with a hint', async () => {
    const { location } = renderApp({ route: '/accounts' });
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(await screen.findByText('Inicia sesión para ver tus cuentas')).toBeInTheDocument();
  });

  it('shows Mis Cuentas to a signed-in user', async () => {
    renderApp({ route: '/accounts', token: 'tok' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mis Cuentas' }),
    ).toBeInTheDocument();
  });

  it('sends a user whose token is dropped (a 401, sign-out) from /accounts to /', async () => {
    const { location } = renderApp({ route: '/accounts', token: 'tok' });
    await screen.findByRole('heading', { level: 1, name: 'Mis Cuentas' });
    act(() => useUserStore.getState().signOut());
    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(within(navbar()).queryByRole('link', { name: 'Mis Cuentas' })).toBeNull();
  });

  it('shows public accounts to a visitor', async () => {
    renderApp({ route: '/public/accounts' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cuentas Públicas' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown path with the 404 page inside the frame', async () => {
    renderApp({ route: '/no/such/page' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
