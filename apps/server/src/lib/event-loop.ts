/**
 * Lets the event loop answer whatever waits (other users' requests, webhooks) before going on:
 * long loops over a user's data call it every few thousand items, so no one user's import holds
 * the instance for seconds.
 */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Items a long loop handles between two turns of the event loop. */
export const ITEMS_PER_TURN = 2000;
