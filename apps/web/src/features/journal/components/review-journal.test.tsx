import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tripJournalKey } from '@pulso/domain/core';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import { ReviewCard } from '../../review';
import { aReview, aRoundTrip, REVIEW_ACCOUNT_ID as accountId } from '../../review/testing/fixtures';
import { createReviewJournal } from './review-journal';

configure({ asyncUtilTimeout: 5000 });

const trip = aRoundTrip();
const key = tripJournalKey(trip.asset, trip.openedAtMs);
const JOURNAL = `/api/accounts/${accountId}/journal`;
const entry = {
  kind: 'trip',
  key,
  note: 'Entré tarde, por FOMO.',
  tags: ['fomo'],
  stopPrice: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

const show = (audience: 'private' | 'public') =>
  renderWithApp(
    <ReviewCard
      accountId={accountId}
      audience={audience}
      journal={createReviewJournal(accountId, audience)}
    />,
  );

describe('the journal in the review', () => {
  it('shows a trip’s tags, opens its note, and saves what the owner writes', async () => {
    const api = fakeApi({
      'GET /api/trade-analysis/review': json(200, aReview([trip])),
      'POST /api/trade-analysis/review/excursions': json(200, { data: [] }),
      [`GET ${JOURNAL}`]: json(200, { public: false, data: [entry], more: false }),
      [`PUT ${JOURNAL}/trip/${encodeURIComponent(key)}`]: ({ body }) =>
        json(200, { ...entry, ...(body as object) }),
    });
    show('private');
    const row = await screen.findByText('#fomo');
    // The window asked for: from the listed trips' first opening to the period's end.
    const asked = new URLSearchParams(api.calls.find((c) => c.path === JOURNAL)!.search);
    expect(Number(asked.get('fromMs'))).toBe(trip.openedAtMs);
    expect(row).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Publicar el diario' })).toHaveAttribute(
      'aria-checked',
      'false',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Editar nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota de la operación' });
    const note = within(dialog).getByLabelText('Nota (texto o markdown)');
    expect(note).toHaveValue('Entré tarde, por FOMO.');
    await userEvent.clear(note);
    await userEvent.type(note, 'Salí bien');
    const tags = within(dialog).getByLabelText('Etiquetas');
    await userEvent.clear(tags);
    await userEvent.type(tags, '#Breakout, plan');
    // A planned stop typed the Spanish way gives the trip its R; a word is refused here.
    const stop = within(dialog).getByLabelText('Stop planificado (precio)');
    await userEvent.type(stop, 'bajo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      within(dialog).getByText('Escribe un precio mayor que 0, como 19.900 o 0,25'),
    ).toBeVisible();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(stop);
    await userEvent.type(stop, '59.400,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      note: 'Salí bien',
      tags: ['Breakout', 'plan'],
      stopPrice: '59400.5',
    });
  }, 20_000);

  it('shows the server’s refusal of a tag beside the tags, and keeps the dialog open', async () => {
    const message =
      'Cada etiqueta debe tener de 1 a 32 caracteres: letras, números, guion o guion bajo';
    fakeApi({
      'GET /api/trade-analysis/review': json(200, aReview([trip])),
      'POST /api/trade-analysis/review/excursions': json(200, { data: [] }),
      [`GET ${JOURNAL}`]: json(200, { public: false, data: [], more: false }),
      [`PUT ${JOURNAL}/trip/${encodeURIComponent(key)}`]: json(400, {
        error: message,
        code: 'VALIDATION',
        issues: [{ path: ['body', 'tags', 0], message }],
      }),
    });
    show('private');
    await userEvent.click(await screen.findByRole('button', { name: 'Añadir nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota de la operación' });
    await userEvent.type(within(dialog).getByLabelText('Etiquetas'), 'no!válida');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const tags = within(dialog).getByLabelText('Etiquetas');
    await waitFor(() => expect(tags).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  }, 20_000);

  it('shows a visitor nothing of an unpublished journal, and the notes of a published one', async () => {
    const PUBLIC = `/api/public/accounts/${accountId}/journal`;
    fakeApi({
      'GET /api/trade-analysis/public/review': json(200, aReview([trip])),
      [`GET ${PUBLIC}`]: json(404, { error: 'Cuenta no encontrada', code: 'NOT_FOUND' }),
    });
    const first = show('public');
    await screen.findByRole('table', { name: 'Operaciones completas del periodo' });
    await waitFor(() => expect(screen.queryByText('#fomo')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /nota/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    // Not even an empty column for it.
    expect(screen.queryByRole('columnheader', { name: 'Diario' })).not.toBeInTheDocument();
    first.unmount();

    fakeApi({
      'GET /api/trade-analysis/public/review': json(200, aReview([trip])),
      [`GET ${PUBLIC}`]: json(200, { public: true, data: [entry], more: false }),
    });
    show('public');
    await userEvent.click(await screen.findByRole('button', { name: 'Leer nota' }));
    expect(screen.getByRole('columnheader', { name: 'Diario' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Nota de la operación' });
    expect(dialog).toHaveTextContent('Entré tarde, por FOMO.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  }, 20_000);
});
