// @vitest-environment node
/**
 * The import direction eslint.config.js enforces, checked on code written here: shared UI
 * (src/components/) imports no feature, section, layout or page, and what stands above it may
 * import it. The lint of the repository passes only on the code there is; this fails when the
 * fence itself is taken down.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The import-direction messages lint gives `file` importing `from`. */
async function directionProblems(file: string, from: string): Promise<string[]> {
  const code = `import * as imported from '${from}';\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('components/ is shared UI', () => {
  it.each([
    ['a feature', '@/features/video-window/video-link'],
    ['a section', '@/sections/hero'],
    ['the layout', '@/layout/site-header'],
    ['a page', '@/pages/home'],
    ['the app', '@/app/root'],
  ])('a component may not import %s', async (_, from) => {
    for (const file of ['src/components/ui/any-part.tsx', 'src/components/any-folder/any-part.tsx'])
      expect(await directionProblems(file, from), `${file} importing ${from}`).toEqual([
        expect.stringContaining('src/components may not import this'),
      ]);
  });

  it.each([
    ['src/features/video-window/any-part.tsx', '@/components/ui/icon'],
    ['src/sections/any-part.tsx', '@/components/ui/icon'],
    ['src/layout/any-part.tsx', '@/components/ui/icon'],
    ['src/sections/any-part.tsx', '@/features/video-window/video-link'],
    ['src/layout/any-part.tsx', '@/features/video-window/video-link'],
    ['src/components/ui/any-part.tsx', '@/i18n/use-translation'],
  ])('%s may import %s', async (file, from) => {
    expect(await directionProblems(file, from)).toEqual([]);
  });

  it('features import no section or layout', async () => {
    expect(await directionProblems('src/features/video-window/any-part.tsx', '@/sections/hero')).not.toEqual([]);
    expect(await directionProblems('src/features/video-window/any-part.tsx', '@/layout/site-header')).not.toEqual([]);
  });
});
