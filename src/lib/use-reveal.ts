import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from './scroll';

/**
 * Fades and slides an element in when it first scrolls into view. The prerendered HTML shows
 * it as it is; only elements still below the fold after hydration are hidden and revealed, so
 * nothing is invisible without scripts and nothing moves with reduced motion. `step` staggers
 * elements revealed together (`data-reveal-step`, set here: the HTML needs no byte of it).
 */
export function useReveal<T extends HTMLElement>(step = 0): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'hidden';
    if (step > 0) element.dataset.revealStep = String(step);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [step]);
  return ref;
}
