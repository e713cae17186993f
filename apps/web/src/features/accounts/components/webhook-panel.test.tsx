import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { webhookUrl } from '../lib/webhook-url';
import { WebhookPanel } from './webhook-panel';

const ID = '0b6f4c1e-8d1a-4f7e-9a51-2d7c3e9f0a11';

describe("an account's webhook panel", () => {
  it('shows the URL and the alert message at any time, the secret only as a placeholder', () => {
    renderWithApp(<WebhookPanel accountId={ID} />);
    const url = `${window.location.origin}/api/trade-receiver/${ID}`;
    expect(screen.getByLabelText('URL del webhook', { selector: 'pre' })).toHaveTextContent(url);
    const alert = screen.getByLabelText('Mensaje de la alerta de TradingView', { selector: 'pre' });
    const message = JSON.parse(alert.textContent ?? '') as Record<string, string>;
    expect(message).toMatchObject({ accountId: ID, secret: 'TU_SECRETO', close: '{{close}}' });
    expect(screen.getByRole('button', { name: 'Copiar: URL del webhook' })).toBeInTheDocument();
  });

  it('makes the URL absolute against where the app is served', () => {
    expect(webhookUrl(ID, 'https://pulso.example/accounts/x')).toBe(
      `https://pulso.example/api/trade-receiver/${ID}`,
    );
  });
});
