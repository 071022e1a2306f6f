/**
 * A printed page shows every answer. The stylesheet opens closed `<details>` for print through
 * `::details-content`; a browser without it (Safari before 18.4, Firefox before 143, Chrome
 * before 131) would print only the questions. There, the app opens them just before printing and
 * closes them again after, lifting their one-at-a-time grouping (`name`) meanwhile, which would
 * otherwise close all but one.
 */
export function openAnswersWhilePrinting(): () => void {
  if (typeof CSS !== 'undefined' && CSS.supports('selector(::details-content)')) return () => {};
  let opened: { details: HTMLDetailsElement; name: string | null }[] = [];

  const open = () => {
    opened = [...document.querySelectorAll<HTMLDetailsElement>('main details:not([open])')].map((details) => ({
      details,
      name: details.getAttribute('name'),
    }));
    for (const { details } of opened) {
      details.removeAttribute('name');
      details.open = true;
    }
  };
  const restore = () => {
    for (const { details, name } of opened) {
      details.open = false;
      if (name !== null) details.setAttribute('name', name);
    }
    opened = [];
  };

  window.addEventListener('beforeprint', open);
  window.addEventListener('afterprint', restore);
  return () => {
    window.removeEventListener('beforeprint', open);
    window.removeEventListener('afterprint', restore);
  };
}
