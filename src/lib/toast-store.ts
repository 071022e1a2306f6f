import { ui } from '@/config/ui';

export type ToastVariant = 'default' | 'destructive';

export type ToastMessage = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
};

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function update(next: readonly ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; with the limit of one, it replaces any toast on screen. */
export function showToast(toast: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++;
  const message: ToastMessage = { id, variant: 'default', ...toast, open: true };
  update([message, ...toasts].slice(0, ui.toast.limit));
  return id;
}

/** Closes a toast; it leaves the store after the removal delay (spec section 9). */
export function dismissToast(id: number): void {
  update(toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  setTimeout(() => update(toasts.filter((toast) => toast.id !== id)), ui.toast.removeDelayMs);
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: readonly ToastMessage[] = [];
export const currentToasts = () => toasts;
/** True once any toast has been shown in this page's life. */
export const hasShownAnyToast = () => nextId > 1;
export const serverToasts = () => noToasts;
