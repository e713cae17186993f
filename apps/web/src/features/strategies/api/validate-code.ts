import { useEffect, useState } from 'react';
import { strategyCodeError } from '@pulso/domain/core';
import { apiFetch } from '../../../lib/api-client';

/** POST /strategy/validate: the engine's check (syntax included) without running the code. */
export async function validateCode(
  code: string,
  signal?: AbortSignal,
): Promise<{ valid: boolean; error: string | null }> {
  const answer = await apiFetch<{ valid: boolean; error: string | null }>('/strategy/validate', {
    method: 'POST',
    body: { code },
    silent: true,
    signal,
  });
  return answer ?? { valid: true, error: null };
}

/**
 * The code's first problem, for inline display: the spec's static rules at once, then the
 * server's engine check after typing pauses. Null while valid (or unknown).
 */
export function useCodeValidation(code: string, delayMs = 600): string | null {
  const local = strategyCodeError(code);
  const [remote, setRemote] = useState<{ code: string; error: string | null } | null>(null);
  useEffect(() => {
    if (local) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      validateCode(code, controller.signal).then(
        (answer) => setRemote({ code, error: answer.error }),
        () => {}, // offline or aborted: say nothing rather than something wrong
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, local, delayMs]);
  if (local) return local;
  return remote?.code === code ? remote.error : null;
}
