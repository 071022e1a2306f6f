import { ui } from '@/config/ui';
import { createStore } from './store';

export type ToastVariant = 'default' | 'destructive';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

export const toasts = createStore<readonly ToastMessage[]>(() => []);
let nextId = 1;

/** Shows a toast; with the limit of one, it replaces any toast on screen. */
export function showToast(toast: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const message: ToastMessage = { id, variant: 'default', ...toast, open: true };
  toasts.set([message, ...toasts.get()].slice(0, ui.toast.limit));
  return id;
}

/** Closes a toast; it leaves the store after the removal delay, once its exit has played. */
export function dismissToast(id: number): void {
  toasts.set(toasts.get().map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  setTimeout(() => toasts.set(toasts.get().filter((toast) => toast.id !== id)), ui.toast.removeDelayMs);
}

/** True once any toast has been shown in this page's life. */
export const hasShownAnyToast = () => nextId > 1;
