import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type JournalKind } from '@pulso/domain/core';
import type { JournalEntry, JournalListResponse, JournalPutBody } from '@pulso/domain/schemas';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** Whose journal, and which window of it (trips opened in it, days around it). */
export interface JournalParams {
  accountId: string;
  /** 'public': the visitors' route (only a published journal of a public account). */
  scope: 'private' | 'public';
  fromMs: number;
  toMs: number;
}

/**
 * Query keys of the journal: every read of an account's journal under its account, so a saved
 * note or a published journal marks them all stale.
 */
export const journalKeys = {
  all: ['journal'] as const,
  account: (accountId: string) => [...journalKeys.all, accountId] as const,
  of: (params: JournalParams) => [...journalKeys.account(params.accountId), params] as const,
};

const path = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}`;

/**
 * GET /accounts/{id}/journal (owner or admin) or /public/accounts/{id}/journal (a visitor): the
 * entries about the window (a visitor of an unpublished journal: `public: false`, none). Null: a
 * visitor's 404 — the account is no longer public.
 */
export async function getJournal(
  params: JournalParams,
  signal?: AbortSignal,
): Promise<JournalListResponse | null> {
  const url =
    params.scope === 'public'
      ? `/public${path(params.accountId)}/journal`
      : `${path(params.accountId)}/journal`;
  try {
    return await apiFetch<JournalListResponse>(url, {
      query: { fromMs: String(params.fromMs), toMs: String(params.toMs) },
      auth: params.scope === 'private',
      defaultMessage: 'No se pudo cargar el diario.',
      silent: true,
      signal,
    });
  } catch (error) {
    if (params.scope === 'public' && error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useJournal(params: JournalParams, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: journalKeys.of(params),
      queryFn: ({ signal }) => getJournal(params, signal),
      enabled,
    }),
  );
}

/** PUT …/journal/{kind}/{key}: the entry as saved, or null when both note and tags were empty. */
export function useSaveJournalEntry(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: JournalKind; key: string; body: JournalPutBody }) =>
      apiFetch<JournalEntry>(
        `${path(accountId)}/journal/${input.kind}/${encodeURIComponent(input.key)}`,
        {
          method: 'PUT',
          body: input.body,
          defaultMessage: 'No se pudo guardar la nota.',
          // The dialog shows the server's message beside the field.
          silent: true,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.account(accountId) }),
  });
}

/** PUT …/journal-visibility: publishes the account's journal to its public page, or not. */
export function usePublishJournal(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isPublic: boolean) => {
      const answer = await apiFetch<{ public: boolean }>(`${path(accountId)}/journal-visibility`, {
        method: 'PUT',
        body: { public: isPublic },
        defaultMessage: 'No se pudo cambiar la publicación del diario.',
      });
      if (!answer) throw new Error(MESSAGES.errors.permissions.invalidToken);
      return answer;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.account(accountId) }),
  });
}
