import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetSessionChoice } from '@/i18n/language-preference';

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') window.localStorage.clear();
  resetSessionChoice();
});
