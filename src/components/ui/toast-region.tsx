import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { ui } from '@/config/ui';
import { useTranslation } from '@/i18n/use-translation';
import { useStore } from '@/lib/store';
import { dismissToast, toasts as toastStore, type ToastMessage } from '@/lib/toast-store';

const noToasts: readonly ToastMessage[] = [];

const variants = {
  default: 'border-ink/15 bg-surface text-ink',
  destructive: 'border-danger bg-danger text-white',
} as const;

/** Renders the toast store with Radix: announced to screen readers, closable, swipeable. */
export function ToastRegion() {
  const { t } = useTranslation();
  const toasts = useStore(toastStore, noToasts);
  return (
    <Toast.Provider duration={ui.toast.durationMs} swipeThreshold={ui.toast.swipeThresholdPx} label={t('toast.label')}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={toast.variant}
          className={`relative flex w-full items-start gap-3 rounded-md border-2 p-4 pr-14 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${variants[toast.variant]}`}
        >
          <div>
            <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
            {toast.description && <Toast.Description className="mt-1">{toast.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute right-2 top-2 inline-flex size-11 items-center justify-center rounded-md hover:bg-ink/10"
          >
            <Icon icon={X} aria-hidden="true" className="size-5" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        // The placeholder is left for Radix, which writes in the key (F8) that moves focus here.
        label={t('toast.region', { hotkey: '{hotkey}' })}
        className="fixed bottom-0 right-0 z-[60] flex w-full max-w-md flex-col gap-2 p-4 outline-none print:hidden!"
      />
    </Toast.Provider>
  );
}
