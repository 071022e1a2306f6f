// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '@tools/prerender/prerender-targets';
import { pathFor } from '@/routing/routes';
import { languageInfo, languages } from '@/config/languages';
import { builtFolder } from './builds';

describe('shared links', () => {
  it('every language names its Open Graph locale and the others as alternates', () => {
    const dist = builtFolder('default');
    for (const { code, ogLocale } of languages) {
      const html = readFileSync(join(dist, htmlFileFor(pathFor('pricing', code))), 'utf8');
      expect(html).toContain(`<meta property="og:locale" content="${ogLocale}">`);
      for (const other of languages.filter((language) => language.code !== code)) {
        expect(html).toContain(`<meta property="og:locale:alternate" content="${languageInfo(other.code).ogLocale}">`);
      }
    }
  });
});
