import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LiveEventPayloads } from '@pulso/domain/core';
import type { FailedSignals } from '@pulso/domain/schemas';
import { useTokenStore, useUserStore } from '../../features/identity';
import { announceSignal, useNoticeStore } from '../../lib/notices';
import { API_BASE, apiFetch } from '../../lib/api-client';
import { LiveInvalidator } from './invalidator';
import { connectLive } from './live-connection';
import { keysFor } from './live-keys';
import { markFailuresSeen, takeMissedFailures } from './missed-failures';
import { useLiveStore } from './live-store';

const MISSED_FAILURES_NOTICE = 'missed-failures';

/** POST /events/ticket: a single-use ticket for the browser's EventSource. */
async function fetchTicket(): Promise<string | null> {
  const result = await apiFetch<{ ticket: string }>('/events/ticket', {
    method: 'POST',
    silent: true,
  });
  if (!result) throw new Error('no ticket');
  return result.ticket;
}

/** GET /trade/signal/failed: the user's alerts that failed since a moment. */
const fetchFailed = (since: string) =>
  apiFetch<FailedSignals>('/trade/signal/failed', { query: { since }, silent: true });

/**
 * The tab's one live connection (mounted once by the app): the signed-in user's stream, or the
 * public one for a visitor, reopened when the session changes. Each event marks the queries it
 * touches stale, in batches; a failed signal shows its reason wherever the user is.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const token = useTokenStore((s) => s.token);
  const userId = useUserStore((s) => s.user?.id);
  const setState = useLiveStore((s) => s.set);
  const { t } = useTranslation();

  useEffect(() => {
    const invalidator = new LiveInvalidator(queryClient);
    let toldMissed = false;
    // Once connected (so nothing falls between the two), what failed while no page was open.
    const tellMissed = async () => {
      if (!token || !userId || toldMissed) return;
      toldMissed = true;
      const missed = await takeMissedFailures(userId, { storage: localStorage, fetchFailed });
      const latest = missed?.data[0];
      if (!missed || !latest) return;
      // Long-lived: a banner that covers nothing and stays until dismissed, not a toast.
      useNoticeStore.getState().show({
        id: MISSED_FAILURES_NOTICE,
        tone: 'error',
        message: t('live.missedFailures', {
          count: missed.pagination.total,
          account: latest.accountName,
          reason: latest.reason || '—',
        }),
      });
    };
    const close = connectLive({
      url: `${API_BASE.replace(/\/+$/, '')}/events`,
      ticket: token ? fetchTicket : async () => null,
      onState: (state) => {
        setState(state);
        if (state === 'connected') void tellMissed().catch(() => undefined);
      },
      onEvent: (type, data) => {
        if (type === 'resync') {
          invalidator.all();
          return;
        }
        invalidator.add(keysFor(type, data as never));
        if (type === 'signal.failed') {
          const failed = data as LiveEventPayloads['signal.failed'];
          if (userId) markFailuresSeen(localStorage, userId, new Date().toISOString());
          // The reason names the cause; the step is on the account page's signal panel.
          announceSignal(
            failed.signalId,
            'error',
            t('live.signalFailedReason', { reason: failed.reason || '—' }),
          );
        }
      },
    });
    return () => {
      close();
      invalidator.dispose();
    };
  }, [queryClient, token, userId, setState, t]);

  return null;
}
