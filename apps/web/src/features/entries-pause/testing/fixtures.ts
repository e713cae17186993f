import type { EntriesPause } from '@pulso/domain/schemas';

/** An account's switch as the server sends it: not paused, nor its owner. */
export function anAccountPause(overrides: Partial<EntriesPause> = {}): EntriesPause {
  return { paused: false, ownerPaused: false, ...overrides };
}
