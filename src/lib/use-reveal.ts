import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from './scroll';

/**
 * Fades and slides an element in when it first scrolls into view. The prerendered HTML shows
 * it as it is; only elements still below the fold after hydration are hidden and revealed, so
 * nothing is invisible without scripts and nothing moves with reduced motion.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'hidden';
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
  }, []);
  return ref;
}
