import { pathFor } from '@/routing/routes';
import { expect, test } from '../fixtures';

// The layout of every page in every language, at 320px and at desktop width, is checked by the
// accessibility sweep (accessibility.spec.ts).

test.describe('typography by language', () => {
  const stacks = {
    ja: /Hiragino Sans.*Yu Gothic.*Noto Sans JP/,
    ko: /Apple SD Gothic Neo.*Malgun Gothic.*Noto Sans KR/,
    'zh-TW': /PingFang TC.*Microsoft JhengHei.*Noto Sans TC/,
  } as const;

  for (const [code, stack] of Object.entries(stacks) as [keyof typeof stacks, RegExp][]) {
    test(`${code} uses the platform CJK fonts, a comfortable line height and no synthetic italics`, async ({
      page,
    }) => {
      await page.goto(pathFor('home', code));
      const body = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return {
          font: style.fontFamily,
          lineHeight: parseFloat(style.lineHeight) / parseFloat(style.fontSize),
          wordBreak: style.wordBreak,
          lineBreak: style.lineBreak,
        };
      });
      expect(body.font).toMatch(stack);
      expect(body.lineHeight).toBeGreaterThanOrEqual(1.7);
      if (code === 'ko') expect(body.wordBreak).toBe('keep-all');
      else expect(body.lineBreak).toBe('strict');
      const emphasis = page.locator('h1 em');
      await expect(emphasis).toHaveCSS('font-style', 'normal');
      await expect(emphasis).toHaveCSS('font-weight', '800');
    });
  }

  test('Latin scripts emphasise the headline’s last word in italics', async ({ page }) => {
    await page.goto('/it');
    await expect(page.locator('h1 em')).toHaveCSS('font-style', 'italic');
  });
});
