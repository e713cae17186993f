import type { FailedSignals } from '@pulso/domain/schemas';

/** How far back a browser looks the first time a user opens Pulso in it. */
const FIRST_LOOK_BACK_MS = 24 * 60 * 60 * 1000;
/** Clocks differ: "nothing failed since" moves the mark to a little before now, not to now. */
const CLOCK_SLACK_MS = 5 * 60 * 1000;

const keyOf = (userId: string) => `pulso.live.failuresSeenAt.${userId}`;

export interface MissedFailuresDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  fetchFailed: (since: string) => Promise<FailedSignals | null>;
  now?: () => number;
}

/** Records that the user has seen every failure up to `at` (e.g. a live one shown just now). */
export function markFailuresSeen(
  storage: MissedFailuresDeps['storage'],
  userId: string,
  at: string,
): void {
  const current = storage.getItem(keyOf(userId));
  if (!current || Date.parse(at) > Date.parse(current)) storage.setItem(keyOf(userId), at);
}

/**
 * The user's alerts that failed since they last saw one here (a TradingView alert while no page
 * was open), and the mark moved past them, so each is told once per browser. Null when none.
 */
export async function takeMissedFailures(
  userId: string,
  deps: MissedFailuresDeps,
): Promise<FailedSignals | null> {
  const now = deps.now?.() ?? Date.now();
  const stored = deps.storage.getItem(keyOf(userId));
  const since =
    stored && !Number.isNaN(Date.parse(stored))
      ? stored
      : new Date(now - FIRST_LOOK_BACK_MS).toISOString();
  const failed = await deps.fetchFailed(since);
  if (!failed) return null;
  const latest = failed.data[0]?.finishedAt;
  markFailuresSeen(
    deps.storage,
    userId,
    latest ?? new Date(Math.max(Date.parse(since), now - CLOCK_SLACK_MS)).toISOString(),
  );
  return failed.pagination.total > 0 ? failed : null;
}
