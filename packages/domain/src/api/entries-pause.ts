/**
 * The pause switch (issue 37): while paused, an account opens and adds to no position — orders
 * that reduce one still execute, so a paused account can always be flattened. One switch per
 * account (its owner or an admin), and one per user that pauses all their accounts (the user
 * themself, or an admin across users).
 * GET/PUT /api/accounts/{id}/entries-pause, GET/PUT /api/profile/entries-pause,
 * PUT /api/user/{id}/entries-pause (admin).
 */
import { z } from 'zod';

export const entriesPauseBody = z.object({ paused: z.boolean() }).strict();
export type EntriesPauseBody = z.infer<typeof entriesPauseBody>;

export const entriesPauseSchema = z.object({
  /** This account's switch (account routes) or the user's (profile and user routes). */
  paused: z.boolean(),
  /** Account routes: the owner's own switch, which pauses every account of theirs. */
  ownerPaused: z.boolean().optional(),
});
export type EntriesPause = z.infer<typeof entriesPauseSchema>;

/** The refusal of an order that would open or add while entries are paused. */
export const ENTRIES_PAUSED =
  'Entradas en pausa: esta cuenta solo cierra posiciones hasta que se reanude';
