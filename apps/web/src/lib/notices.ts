/**
 * Toast ids shared by the screens that can report the same thing: a signal's end is announced
 * once, whether the emit form or the live stream hears of it first.
 */
export const signalToastId = (signalId: string) => `signal-${signalId}`;
