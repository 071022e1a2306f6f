import { lazy, Suspense } from 'react';
import { whenNear } from '@/lib/when-near';

const loadForm = () => import('./waitlist-form');

let formModule: Awaited<ReturnType<typeof loadForm>> | undefined;

/** Loads the form's code now: the prerender does, so the page's HTML carries the whole form. */
export async function preloadWaitlistForm(): Promise<void> {
  formModule ??= await loadForm();
}

/** The form's code (and the form library) arrives as the visitor nears the waitlist section. */
const DeferredForm = lazy(async () => {
  await whenNear('waitlist');
  await preloadWaitlistForm();
  return { default: formModule?.WaitlistForm ?? (await loadForm()).WaitlistForm };
});

/**
 * The waitlist form, whose code is not part of the page's first load. Until it arrives, the
 * prerendered form stays as the HTML made it, and works as it does without scripts: the browser
 * checks the field and opens the hosted form in a new tab.
 */
export function WaitlistFormSlot() {
  const Form = formModule?.WaitlistForm ?? DeferredForm;
  return (
    <Suspense fallback={null}>
      <Form />
    </Suspense>
  );
}
