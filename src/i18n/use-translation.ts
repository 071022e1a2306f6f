import { useContext } from 'react';
import { LanguageContext, type LanguageContextValue } from './language-context';

/** The active language and its translator. Throws outside <LanguageProvider>. */
export function useTranslation(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) {
    throw new Error(
      'useTranslation must be used inside <LanguageProvider>: wrap the app in it (src/app/providers.tsx).',
    );
  }
  return value;
}
