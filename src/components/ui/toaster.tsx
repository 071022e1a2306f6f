import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasShownAnyToast, toasts } from '@/lib/toast-store';

// Toasts only appear when something goes wrong, so Radix's toast code loads with the first one.
const ToastRegion = lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));

/** Mounts the toast region once the first toast is shown, and keeps it from then on. */
export function Toaster() {
  const hasShownToast = useSyncExternalStore(toasts.subscribe, hasShownAnyToast, () => false);
  if (!hasShownToast) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
