import { createContext } from 'react';
import type { Language } from '@/config/languages';
import type { Translate } from './translate';

export type LanguageContextValue = {
  /** The language the page is showing now. */
  language: Language;
  t: Translate;
};

export const LanguageContext = createContext<LanguageContextValue | null>(null);
