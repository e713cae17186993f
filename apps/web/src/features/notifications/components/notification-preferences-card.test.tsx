import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { aDeliveryPage, somePreferences } from '../testing/fixtures';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { NotificationSettings } from './notification-settings';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const PREFERENCES = '/api/notification/preferences';
const card = () => screen.getByRole('region', { name: 'Preferencias' });
const zone = () => within(card()).findByRole('combobox', { name: 'Zona horaria' });
const save = () => within(card()).getByRole('button', { name: 'Guardar' });

describe('Perfil › Notificaciones › Preferencias', () => {
  it('sits between the channels and the delivery log', async () => {
    fakeApi({
      'GET /api/notification/channel/list': json(200, []),
      'GET /api/notification/delivery/list': json(200, aDeliveryPage([])),
      [`GET ${PREFERENCES}`]: json(200, somePreferences()),
      'GET /api/notification/account/list': json(200, []),
    });
    renderWithApp(<NotificationSettings />);
    await zone();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Canales',
      'Preferencias',
      'Avisos por cuenta',
      'Registro de envíos',
    ]);
  });

  it('starts from the defaults: Madrid with its local time, no summary, no quiet hours', async () => {
    fakeApi({ [`GET ${PREFERENCES}`]: json(200, somePreferences()) });
    renderWithApp(<NotificationPreferencesCard />);

    expect(await zone()).toHaveValue('Europe/Madrid');
    // es-ES: a weekday in Spanish and a 24-hour clock.
    expect(within(card()).getByText(/^Ahora allí: [a-záéíóú]+, \d{2}:\d{2}$/)).toBeInTheDocument();
    const summary = within(card()).getByRole('switch', { name: 'Resumen diario' });
    const quiet = within(card()).getByRole('switch', { name: 'Horas de silencio' });
    expect(summary).not.toBeChecked();
    expect(quiet).not.toBeChecked();
    expect(within(card()).getByLabelText('Hora del resumen')).toBeDisabled();
    expect(within(card()).getByLabelText('Desde')).toBeDisabled();
    expect(within(card()).getByLabelText('Hasta')).toBeDisabled();
    expect(within(card()).getByText(/salvo «Orden ejecutada sin registrar»/)).toBeInTheDocument();
    expect(
      within(card()).getByText(/donde «Resumen diario» no esté desactivado/),
    ).toBeInTheDocument();
    // Nothing changed yet: nothing to save.
    expect(save()).toBeDisabled();
  });

  it('sends only what changed, shows what was saved and says so', async () => {
    const api = fakeApi({
      [`GET ${PREFERENCES}`]: json(200, somePreferences({ summaryAt: '08:00' })),
      [`PUT ${PREFERENCES}`]: ({ body }) =>
        json(200, somePreferences({ summaryAt: '08:00', ...(body as object) })),
    });
    renderWithApp(<NotificationPreferencesCard />);
    const user = userEvent.setup();

    await user.selectOptions(await zone(), 'America/New_York');
    expect(within(card()).getByLabelText('Hora del resumen')).toHaveValue('08:00');
    await user.click(within(card()).getByRole('switch', { name: 'Horas de silencio' }));
    const from = within(card()).getByLabelText('Desde');
    await user.clear(from);
    await user.type(from, '2230'); // typed without the colon: it is put back on leaving the field
    await user.tab();
    expect(from).toHaveValue('22:30');
    await user.click(save());

    await waitFor(() => expect(api.count('PUT', PREFERENCES)).toBe(1));
    // The summary time did not change: it is not sent. Quiet hours go as a pair.
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      timeZone: 'America/New_York',
      quietFrom: '22:30',
      quietTo: '07:00',
    });
    expect(await screen.findByText('Preferencias guardadas')).toBeInTheDocument();
    expect(await zone()).toHaveValue('America/New_York');
    expect(within(card()).getByRole('switch', { name: 'Horas de silencio' })).toBeChecked();
    expect(save()).toBeDisabled();
  });

  it('shows a refusal beside the field the server names', async () => {
    fakeApi({
      [`GET ${PREFERENCES}`]: json(200, somePreferences()),
      [`PUT ${PREFERENCES}`]: json(400, {
        error: 'Datos no válidos',
        code: 'VALIDATION',
        issues: [{ path: ['summaryAt'], message: 'Hora no válida (HH:MM)' }],
      }),
    });
    renderWithApp(<NotificationPreferencesCard />);
    const user = userEvent.setup();
    await zone();
    await user.click(within(card()).getByRole('switch', { name: 'Resumen diario' }));
    await user.click(save());

    const time = within(card()).getByLabelText('Hora del resumen');
    await waitFor(() => expect(time).toHaveAttribute('aria-invalid', 'true'));
    expect(time).toHaveAccessibleDescription('Hora no válida (HH:MM)');
    expect(screen.queryByText('Preferencias guardadas')).toBeNull();
    // Changing the field clears its message.
    await user.clear(time);
    await user.type(time, '07:15');
    expect(time).not.toHaveAttribute('aria-invalid');
  });
});
