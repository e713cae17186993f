import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('ErrorBoundary', () => {
  it('renders the fallback instead of a crashed subtree, and logs the error', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>Algo ha fallado</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Algo ha fallado')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});
