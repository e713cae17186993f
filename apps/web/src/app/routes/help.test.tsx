import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

configure({ asyncUtilTimeout: 5000 });

describe('Ayuda (issue 39 item 10)', () => {
  it('is linked from every page and says what the webhook expects, with the API docs', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Ayuda' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'El webhook de una cuenta' })).toBeInTheDocument();
    for (const field of ['symbol', 'action', 'contracts', 'order_id', 'close', 'secret']) {
      expect(screen.getAllByText(field, { selector: 'dt' })).toHaveLength(1);
    }
    expect(
      screen.getByRole('link', { name: 'Documentación de la API (/api/docs)' }),
    ).toHaveAttribute('href', '/api/docs');
  });
});
