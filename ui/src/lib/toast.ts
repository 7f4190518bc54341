import { NOTIFICATION_MS } from '@dwell/core/constants';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** A notification of docs/product.md#data: id, type, title, message and duration (0 keeps it until dismissed). */
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message?: string;
  duration: number;
}

export const TOAST_EVENT = 'dwell:toast';

/**
 * Shows a toast top-right. It travels as a DOM event so any area (shell or remote, each its own bundle)
 * reaches the one toaster the shell renders.
 */
export function toast(type: ToastType, title: string, message?: string, duration?: number): void {
  const detail: Toast = {
    id: crypto.randomUUID(),
    type,
    title,
    ...(message === undefined ? {} : { message }),
    duration: duration ?? (type === 'info' ? NOTIFICATION_MS.default : NOTIFICATION_MS[type]),
  };
  window.dispatchEvent(new CustomEvent<Toast>(TOAST_EVENT, { detail }));
}
