/** The site's two button looks, for <button>, <a> and <Link> alike. Callers add only margins and width. */
const shape = 'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold';

const sizes = {
  /** In the header, next to the other controls. */
  compact: 'min-h-[44px] whitespace-nowrap px-[16px]',
  /* At a larger text size, a label too long for one line beside its icon (a phone number in a
     narrow card, 「0120-123-456に電話する」) takes the button's whole width, its icon centred above
     it, rather than break inside a phrase; on a phone the padding also gives the words a little
     more room. */
  regular: 'min-h-12 px-5 py-2 large-text:flex-wrap phone-large-text:px-3',
  large: 'min-h-14 px-6 py-2 text-lg large-text:flex-wrap phone-large-text:px-3',
} as const;

const tones = {
  primary: 'bg-hazel-700 text-white hover:bg-hazel-800',
  secondary: 'border-2 border-hazel-700 bg-surface text-hazel-800 hover:bg-hazel-50',
} as const;

export type ButtonTone = keyof typeof tones;
export type ButtonSize = keyof typeof sizes;

export function buttonClass(tone: ButtonTone, size: ButtonSize = 'regular'): string {
  return `${shape} ${sizes[size]} ${tones[tone]}`;
}

/** Words as a link, underlined and at least 44 px each way: the footer's links, the share list's apps. */
export const textLinkClass =
  'inline-flex min-h-11 min-w-11 items-center rounded-sm text-ink underline underline-offset-4 hover:text-hazel-800';
