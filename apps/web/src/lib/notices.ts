import { create } from 'zustand';
import { toast, type TypeOptions } from 'react-toastify';
import { TOAST_SETTINGS } from '@pulso/domain/core';

/**
 * Toast ids shared by the screens that can report the same thing: a signal's end is announced
 * once, whether the emit form or the live stream hears of it first.
 */
export const signalToastId = (signalId: string) => `signal-${signalId}`;

/**
 * One toast per signal: the emit form's "Trade emitted successfully!" becomes the signal's
 * outcome when it ends (executed or failed), so a trade that fails never shows a green and a red
 * toast at once. Without an open toast (closed, or the live stream heard first) a new one opens.
 */
export function announceSignal(
  signalId: string,
  type: Extract<TypeOptions, 'success' | 'error'>,
  message: string,
): void {
  const toastId = signalToastId(signalId);
  if (toast.isActive(toastId)) {
    toast.update(toastId, { render: message, type, autoClose: TOAST_SETTINGS.autoClose });
    return;
  }
  toast(message, { type, toastId });
}

export interface Notice {
  /** One notice per id: showing it again replaces its text. */
  id: string;
  tone: 'error' | 'info';
  message: string;
}

/**
 * Long-lived messages (what failed while the user was away): a banner under the navigation,
 * in the page's flow so it covers nothing, until the user dismisses it. Toasts are for what
 * just happened and close by themselves.
 */
export const useNoticeStore = create<{
  notices: Notice[];
  show: (notice: Notice) => void;
  dismiss: (id: string) => void;
}>()((set) => ({
  notices: [],
  show: (notice) =>
    set((state) => ({ notices: [...state.notices.filter((n) => n.id !== notice.id), notice] })),
  dismiss: (id) => set((state) => ({ notices: state.notices.filter((n) => n.id !== id) })),
}));
