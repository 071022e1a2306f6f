/**
 * The header's labelled tools (text size, language, menu): on a phone and a tablet the icon sits
 * above a short word, so all three fit one row at 320 px with their names showing; from `lg` the
 * word is beside the icon. Their text (16 px, 18 px at a larger text size) and their size are in
 * px, so the header stays one 64 px row while the page's text grows.
 */
export const headerToolClass =
  'inline-flex min-h-[44px] min-w-[44px] flex-col items-center justify-center gap-0.5 rounded-md border-2 border-ink/20 bg-surface px-[6px] py-[2px] leading-none font-medium whitespace-nowrap text-ink hover:border-ink/40 lg:flex-row lg:gap-[8px] lg:px-[12px]';

/** The header bar's text size: the page's own up to 18 px (see headerToolClass). */
export const headerTextClass = 'text-[min(1rem,18px)]';
