import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { savedLanguage } from '@/i18n/language-preference';
import { shownLanguage } from '@/i18n/shown-language';
import { textSize } from '@/lib/text-size';
import { provideEveryMarket } from './market-values';
import { failOnReactWarnings, watchReactWarnings } from './react-warnings';

watchReactWarnings();

await provideEveryMarket();

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
  savedLanguage.reset();
  shownLanguage.reset();
  textSize.reset();
  failOnReactWarnings();
});
