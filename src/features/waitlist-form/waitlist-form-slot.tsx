import { lazy, Suspense } from 'react';
import { whenNear } from '@/lib/when-near';
import { WaitlistFormView } from './waitlist-form-view';

const loadForm = () => import('./waitlist-form');

let formModule: Awaited<ReturnType<typeof loadForm>> | undefined;

/** Loads the form's code now: the prerender does, so the page's HTML carries the whole form. */
export async function preloadWaitlistForm(): Promise<void> {
  formModule ??= await loadForm();
}

/**
 * The form's code (and the form library) arrives once the page is idle after hydration, or as
 * soon as the visitor nears the waitlist section, whichever comes first. Where it cannot be
 * downloaded (a lost connection, or a page that is leaving: WebKit fails its imports then), it
 * never arrives, and the form stays as the HTML made it, as lib/deferred-part.tsx keeps a part.
 */
const DeferredForm = lazy(async () => {
  await Promise.race([whenNear('waitlist'), whenIdle()]);
  try {
    await preloadWaitlistForm();
  } catch {
    return new Promise<never>(() => undefined);
  }
  return { default: formModule?.WaitlistForm ?? (await loadForm()).WaitlistForm };
});

/** After hydration, when the browser has nothing else to do (a moment later where it cannot say). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve());
      else setTimeout(resolve, 1000);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}

/**
 * The waitlist form, whose code is not part of the page's first load. Until it arrives, the
 * prerendered form stays as the HTML made it, and works as it does without scripts: the browser
 * checks the field and opens the hosted form in a new tab. Should React render the section afresh
 * meanwhile (a change above it before the form hydrated), it shows the same form, as the browser
 * runs it.
 */
export function WaitlistFormSlot() {
  const Form = formModule?.WaitlistForm ?? DeferredForm;
  return (
    <Suspense fallback={<WaitlistFormView enhanced={false} />}>
      <Form />
    </Suspense>
  );
}
