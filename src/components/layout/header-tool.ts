/**
 * The header's labelled tools (text size, language, menu): on a phone and a tablet the icon sits
 * above a short word, so all three fit one row at 320 px with their names showing; from `md` the
 * word is beside the icon. Their text keeps one size (16 px, 18 px at a larger text size) so the
 * header stays one compact row while the page's text grows.
 */
export const headerToolClass =
  'inline-flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md border-2 border-ink/20 bg-surface px-1.5 py-0.5 leading-none font-medium whitespace-nowrap text-ink hover:border-ink/40 md:flex-row md:gap-2 md:px-3';

/** The header bar's text size: the page's own up to 18 px (see headerToolClass). */
export const headerTextClass = 'text-[min(1rem,18px)]';
