/**
 * The seller's details where each market's law expects them: the seller page (in Japanese, the
 * 特定商取引法に基づく表記, linked from the Japanese footer) lists every statutory item; Korean
 * pages carry the business details in the footer, Italian and Taiwanese pages the company and
 * its number. Runs against both builds: the fictional defaults and dist-custom/'s own values.
 */
import { pages, pathFor } from '@/routing/routes';
import { languageInfo, languages, type Language } from '@/config/languages';
import { builtSite, expect, test, text, translator } from '../fixtures';
import { offerTerms } from '@/i18n/offer-terms';
const offerIn = (language: Language) => offerTerms(builtSite().markets[language], language, translator(language));

const statutoryItems = [
  'name',
  'representative',
  'address',
  'phone',
  'email',
  'price',
  'otherCharges',
  'payment',
  'paymentTiming',
  'delivery',
  'returns',
  'conditions',
  'complaints',
];

for (const { code: language } of languages) {
  test(
    `the ${language} seller page lists every item, from the build's seller values`,
    { tag: '@config' },
    async ({ page }) => {
      const { seller, samples } = builtSite().markets[language];
      const tag = text(language, (d) => d.sample.tag);
      await page.goto(pathFor('home', language));
      const footerLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: text(language, (d) => d.footer.seller) });
      await expect(footerLink).toHaveAttribute('href', pathFor('seller', language));
      await footerLink.click();
      // From the home page a navigation waits for the next page's code and copy and the home page's
      // deferred parts: on a busy two-core machine that took longer than the default 5 s.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text(language, (d) => d.pages.seller.heading),
        { timeout: 15_000 },
      );
      const items = page.locator('main dl > div');
      const ids = await items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-item')));
      expect(ids).toEqual([
        ...statutoryItems.slice(0, 5),
        ...seller.details.map(({ kind }) => kind),
        ...statutoryItems.slice(5),
      ]);
      for (const [id, value] of [
        ['name', seller.name],
        ['representative', seller.representative],
        ['address', seller.address],
        ['phone', seller.phone],
        ['email', seller.email],
        // A required number not set yet is said to be so, never invented.
        ...seller.details.map(
          ({ kind, value: number }) => [kind, number ?? text(language, (d) => d.seller.items.notSet)] as const,
        ),
      ] as const) {
        // A value still on its sample default is marked as one, in the page's language.
        const sample =
          value === text(language, (d) => d.seller.items.notSet) ||
          (samples as readonly string[]).some((fact) => fact === id || fact === `seller.${id}`);
        const row = page.locator(`main dl > div[data-item="${id}"] dd`);
        // The seller's number, where it is the support line, is written as the support line is,
        // its digits in brackets (copy review turn 6, en N7).
        if (id === 'phone') {
          await expect
            .poll(async () => ((await row.textContent()) ?? '').replace(/[\u200b\u2060]/g, ''))
            .toContain(value);
          continue;
        }
        await expect(row).toHaveText(sample ? `${value} ${tag}` : value);
      }
      // No item is ever empty.
      for (const dd of await page.locator('main dl dd').all()) await expect(dd).not.toBeEmpty();
      const returns = page.locator('main dl > div[data-item="returns"] dd');
      // A sentence of money: it carries its phrase breaks (x-phraseWrap).
      await expect(returns).toContainText(offerIn(language).guarantee);
      if (languageInfo(language).market.withdrawalDays === null)
        await expect(returns).not.toContainText(text(language, (d) => d.seller.withdrawal));
      else await expect(returns).toContainText(text(language, (d) => d.seller.withdrawal));
    },
  );
}

test('the Japanese seller page is the 特定商取引法に基づく表記', async ({ page }) => {
  await page.goto(pathFor('seller', 'ja'));
  await expect(page).toHaveTitle(/^特定商取引法に基づく表記/);
  for (const label of [
    '販売業者',
    '代表者',
    '所在地',
    '電話番号',
    '販売価格',
    '商品代金以外の必要料金',
    'お支払い方法',
    'お支払いの時期',
    '商品の引渡し時期',
  ])
    await expect(page.locator('main dt', { hasText: label })).toHaveCount(1);
});

test(
  'every Korean page shows the business details in its footer; Italian and Taiwanese pages the company and its number',
  { tag: '@config' },
  async ({ page }) => {
    for (const { id } of pages) {
      await page.goto(pathFor(id, 'ko'));
      const details = page.getByRole('contentinfo').getByTestId('business-details');
      const { seller } = builtSite().markets.ko;
      for (const value of [
        seller.name,
        seller.representative,
        seller.address,
        seller.phone,
        seller.email,
        ...seller.details.map((r) => r.value ?? ''),
      ])
        await expect(details).toContainText(value);
      await expect(details).toContainText(text('ko', (d) => d.seller.items.mailOrderNumber));
    }
    for (const language of ['it', 'zh-TW'] as const) {
      await page.goto(pathFor('pricing', language));
      const details = page.getByRole('contentinfo').getByTestId('business-details');
      const { seller } = builtSite().markets[language];
      await expect(details).toContainText(seller.name);
      await expect(details).toContainText(seller.details[0]?.value ?? text(language, (d) => d.seller.items.notSet));
      await expect(details).not.toContainText(seller.address);
    }
    for (const language of ['en', 'ja'] as const) {
      await page.goto(pathFor('home', language));
      await expect(page.getByTestId('business-details')).toHaveCount(0);
    }
  },
);

test('the pricing page and the terms state the market’s right of withdrawal where its law gives one', async ({
  page,
}) => {
  for (const { code: language, market } of languages) {
    for (const path of [pathFor('pricing', language), pathFor('terms', language)]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(text(language, (d) => d.seller.withdrawal))).toHaveCount(
        market.withdrawalDays === null ? 0 : 1,
      );
    }
  }
});
