import { useEffect, useState } from 'react';
import { LIMITS } from '@pulso/domain/core';

export type SetupTask = () => void | Promise<void>;

/**
 * Spec §4: the shared store is set up about 100 ms after start, and the page renders even if
 * that fails (a broken preload must not lock anyone out of the app). Returns whether it is done.
 */
export function useAppBootstrap(
  setup: SetupTask,
  delayMs: number = LIMITS.storeSetupDelayMs,
): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          await setup();
        } catch (error) {
          console.error('Shared store setup failed', error);
        } finally {
          if (!cancelled) setReady(true);
        }
      })();
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [setup, delayMs]);

  return ready;
}
