import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { hasShownAnyToast, toasts } from '@/lib/toast-store';

// Toasts only appear when something goes wrong, so Radix's toast code loads with the first one.
// Where it cannot be downloaded, no toast shows; the page goes on.
const ToastRegion = lazy<ComponentType>(() =>
  import('./toast-region').then(
    (module) => ({ default: module.ToastRegion }),
    () => ({ default: () => null }),
  ),
);

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
