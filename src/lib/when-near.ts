/**
 * Resolves once the element with this id is about to scroll into view (within `margin` of the
 * viewport), or holds focus, or is the address's target: the moment a section's code is needed.
 * It resolves at once where there is no IntersectionObserver, and waits a few frames for an
 * element a navigation is about to render.
 */
export function whenNear(elementId: string, margin = '100% 0px'): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') {
      resolve();
      return;
    }
    let tries = 0;
    const watch = () => {
      const element = document.getElementById(elementId);
      if (!element) {
        // Rendered by the commit that is under way: look again on the next frame, then give up waiting.
        if ((tries += 1) < 30) requestAnimationFrame(watch);
        else resolve();
        return;
      }
      if (window.location.hash === `#${elementId}` || element.contains(document.activeElement)) {
        resolve();
        return;
      }
      const done = () => {
        observer.disconnect();
        element.removeEventListener('focusin', done);
        resolve();
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: margin },
      );
      observer.observe(element);
      element.addEventListener('focusin', done);
    };
    watch();
  });
}
