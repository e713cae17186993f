import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppBootstrap } from './use-app-bootstrap';

beforeEach(() => {
  vi.useFakeTimers();
});

describe('useAppBootstrap', () => {
  it('runs setup after the store setup delay, then reports ready', async () => {
    const setup = vi.fn();
    const { result } = renderHook(() => useAppBootstrap(setup));

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(setup).not.toHaveBeenCalled();
    expect(result.current).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(setup).toHaveBeenCalledOnce();
    expect(result.current).toBe(true);
  });

  it('still reports ready when setup fails, and logs the failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const setup = vi.fn().mockRejectedValue(new Error('Failed to load essential data'));
    const { result } = renderHook(() => useAppBootstrap(setup));

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
    expect(consoleError).toHaveBeenCalledWith('Shared store setup failed', expect.any(Error));
  });

  it('does not run setup after unmount', async () => {
    const setup = vi.fn();
    const { unmount } = renderHook(() => useAppBootstrap(setup));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(setup).not.toHaveBeenCalled();
  });
});
