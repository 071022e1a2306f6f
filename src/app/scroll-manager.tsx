import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { anchorOf, scrollToId } from '@/lib/scroll';

/**
 * After a client-side navigation (the new page is on screen: navigation waits for its code):
 * scroll to the URL's #anchor if it has one, otherwise to the top, and move focus to the main
 * content so screen readers start on the new page.
 */
export function ScrollManager() {
  const [location] = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const anchor = anchorOf(window.location.hash);
    document.getElementById('main')?.focus({ preventScroll: true });
    if (anchor && scrollToId(anchor)) return;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location]);

  return null;
}
