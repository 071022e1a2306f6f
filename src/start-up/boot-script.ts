/**
 * In <head>, before the stylesheet: marks `<html data-js>`, so controls that need the app show from
 * the first paint where scripts run (and nowhere else), and applies a saved text size. Storage
 * that is blocked, or holds anything but one of the sizes, leaves the normal size.
 *
 * On an address without a language prefix (its tag names the language key and each language's
 * path segment), a saved language other than the HTML's sends the browser, before anything
 * paints, to the prerendered page in that language (`location.replace`: no history entry), noting
 * the address opened in session storage; that page, in its own boot script, puts the address back
 * (`history.replaceState`), so the visitor keeps the address she opened, shown in her language
 * from the first frame. Meanwhile `data-language-pending` shows nothing of the English page, for
 * `data-hold` milliseconds at most (a navigation that never happens).
 */
export function bootBeforeFirstPaint(document: Document): void {
  const root = document.documentElement;
  // Storage is read only inside `try`: where it is blocked, even reading `window.localStorage` throws.
  const { location, history } = window;
  const settings = (document.currentScript as HTMLScriptElement).dataset;
  const arrivalKey = settings.arrivalKey ?? '';
  root.setAttribute('data-js', '');
  try {
    const saved = window.localStorage.getItem(settings.key ?? '');
    if (saved && (settings.sizes ?? '').split(' ').includes(saved)) root.dataset.textSize = saved;
  } catch {
    // No storage, no saved size.
  }
  try {
    // Sent here from an address without a prefix (below): that address, as it was opened, comes back.
    const arrived = window.sessionStorage.getItem(arrivalKey);
    if (arrived !== null) {
      window.sessionStorage.removeItem(arrivalKey);
      const [opened, sentTo] = arrived.split('\n');
      if (opened && sentTo === location.pathname) history.replaceState(history.state, '', opened);
    }
  } catch {
    // No session storage: the address stays the language's own.
  }
  try {
    const language = settings.languageKey ? window.localStorage.getItem(settings.languageKey) : null;
    const segment = (settings.languages ?? '')
      .split(' ')
      .map((pair) => pair.split(':'))
      .find(([code]) => code === language)?.[1];
    if (!language || language === root.lang || !segment) return;
    root.setAttribute('data-language-pending', language);
    setTimeout(() => root.removeAttribute('data-language-pending'), Number(settings.hold));
    const path = `/${segment}${location.pathname === '/' ? '' : location.pathname}`;
    try {
      window.sessionStorage.setItem(arrivalKey, `${location.pathname}${location.search}${location.hash}\n${path}`);
    } catch {
      // The page in her language still comes, at its own address.
    }
    location.replace(`${path}${location.search}${location.hash}`);
  } catch {
    // No storage, no saved language: the page stays as it is.
  }
}
