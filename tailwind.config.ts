import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { ui } from './src/config/ui';

type TextSize = (typeof ui.textSizes)[number];

/**
 * Width breakpoints that move with the visitor's text size: media queries measure in the
 * browser's own rem, so at 125% and 150% a layout needs a proportionally wider window. `nav`:
 * where the full header nav fits (config/ui.ts, which the app's own query reads too); `xs`; and
 * Tailwind's sm to xl for the card grids (`md-scaled:grid-cols-2`), so that a wide window holds
 * the columns it would hold for that text at 100%.
 */
export const textSizeBreakpoints: Record<string, (size: TextSize) => number> = {
  nav: (size) => size.desktopNavMinRem,
  xs: (size) => (28 * size.percent) / 100,
  'sm-scaled': (size) => (40 * size.percent) / 100,
  'md-scaled': (size) => (48 * size.percent) / 100,
  'lg-scaled': (size) => (64 * size.percent) / 100,
  'xl-scaled': (size) => (80 * size.percent) / 100,
};

const [normalSize, ...largerSizes] = ui.textSizes;
const largerSelectors = largerSizes.map(({ id }) => `[data-text-size='${id}']`).join(', ');

/** One variant: at each text size, the media query of its width, for pages at that size only. */
export function textSizeVariant(width: (size: TextSize) => number): Record<string, Record<string, string>> {
  return Object.fromEntries(
    ui.textSizes.map((size) => [
      `@media (min-width: ${width(size)}rem)`,
      { [size === normalSize ? `:root:not(${largerSelectors}) &` : `:root[data-text-size='${size.id}'] &`]: '@slot' },
    ]),
  );
}

/**
 * The site theme. Loaded by src/styles/global.css through `@config`, which also lists the files the
 * classes come from.
 * Contrast (against canvas #FBF7F1): ink 16:1, ink-soft 9:1, hazel-700 7:1 with white text.
 */
export default {
  theme: {
    extend: {
      colors: {
        canvas: '#FBF7F1',
        surface: '#FFFFFF',
        sand: '#F3EADC',
        ink: { DEFAULT: '#1F1A14', soft: '#4A4036' },
        hazel: { 50: '#FBF3E8', 100: '#F4E6D3', 200: '#E8CBA6', 700: '#7A4A14', 800: '#5E3810', 900: '#432709' },
        sage: { 100: '#E3EEE8', 700: '#2F5D4E', 800: '#234638' },
        focus: '#1A56DB',
        danger: '#B42318',
      },
      fontFamily: {
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          '"Noto Sans"',
          'sans-serif',
        ],
        serif: ['Georgia', 'Cambria', '"Times New Roman"', 'serif'],
      },
      // rem-based so the browser's and the visitor's text size apply; body text is 18px at 100%. The
      // display sizes are variables: on a phone at a larger text size they grow less (global.css).
      fontSize: {
        sm: ['1rem', { lineHeight: '1.6' }],
        base: ['1.125rem', { lineHeight: '1.7' }],
        lg: ['var(--text-lead)', { lineHeight: '1.65' }],
        xl: ['var(--display-xl)', { lineHeight: '1.4' }],
        '2xl': ['var(--display-2xl)', { lineHeight: '1.3' }],
        '3xl': ['var(--display-3xl)', { lineHeight: '1.25' }],
        '4xl': ['var(--display-4xl)', { lineHeight: '1.15' }],
        '5xl': ['var(--display-5xl)', { lineHeight: '1.1' }],
      },
      borderRadius: {
        sm: '0.375rem',
        md: '0.75rem',
        lg: '1rem',
        xl: '1.5rem',
      },
      maxWidth: {
        prose: '68ch',
        page: '80rem',
      },
    },
  },
  plugins: [
    plugin(({ addVariant }) => {
      for (const [name, width] of Object.entries(textSizeBreakpoints)) addVariant(name, textSizeVariant(width));
    }),
  ],
} satisfies Config;
