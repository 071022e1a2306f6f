import type { Config } from 'tailwindcss';

/**
 * The site theme. Loaded by src/styles/global.css through `@config`.
 * Contrast (against canvas #FBF7F1): ink 16:1, ink-soft 9:1, hazel-700 7:1 with white text.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
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
} satisfies Config;
