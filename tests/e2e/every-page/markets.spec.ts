/**
 * Five markets: each language's pages show the contact values of its market, the name as its
 * visitors say it, and a shipping date only when one is set and still ahead. Runs against both
 * builds: the defaults, and dist-custom/ with per-market values (tests/e2e/custom-build.env).
 */
import { pathFor } from '@/routing/routes';
import { languages, type Language } from '@/config/languages';
import { builtSite, dictionaries, expect, test, text, translator } from '../fixtures';
import { asOneUnit, withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { offerTerms } from '@/i18n/offer-terms';
const offerIn = (language: Language) => offerTerms(builtSite().markets[language], language, translator(language));

type MarketExpectation = {
  /** The support number as the page shows it, and what its link dials. */
  phone: string;
  dial: string;
  chat: string;
  /** How the emergency phrase writes the name. */
  wakeWord: string;
  /** The shipping date as the backers' FAQ writes it; null where none is set. */
  date: string | null;
  /** The device price as the pricing page shows it, and as the Product data gives it. */
  price: { shown: string; amount: string; currency: string };
  /** Whether the page says what US-dollar prices leave out (a market without prices of its own). */
  usdNote: boolean;
};

/**
 * The number as a label holds it: with phrase breaks and joiners between its characters, which a
 * visitor does not see (i18n/phrase-breaks.ts).
 */
const asShown = (phone: string) =>
  new RegExp([...phone].map((character) => character.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\u200b\u2060]*'));

/** Written out by hand for each build, so a wrong resolution cannot also produce the expectation. */
const expected: Record<'default' | 'custom', Record<Language, MarketExpectation>> = {
  default: {
    en: {
      phone: '1-844-GO-HAZEL (1-844-464-2935)',
      dial: 'tel:+18444642935',
      chat: 'https://wa.me/15555550123',
      wakeWord: 'Hazel',
      date: null,
      price: { shown: 'US$295', amount: '295.00', currency: 'USD' },
      usdNote: true,
    },
    ja: {
      phone: '1-844-GO-HAZEL（+1 844 464 2935）',
      dial: 'tel:+18444642935',
      chat: 'https://wa.me/15555550123',
      wakeWord: 'Hazel（ヘーゼル）',
      date: null,
      // A word joiner holds the number to its unit (engines break there under keep-all).
      price: { shown: '295\u2060米ドル', amount: '295.00', currency: 'USD' },
      usdNote: true,
    },
    ko: {
      phone: '1-844-GO-HAZEL(+1 844 464 2935)',
      dial: 'tel:+18444642935',
      chat: 'https://wa.me/15555550123',
      wakeWord: 'Hazel(헤이즐)',
      date: null,
      price: { shown: 'US$295', amount: '295.00', currency: 'USD' },
      usdNote: true,
    },
    'zh-TW': {
      phone: '1-844-GO-HAZEL（+1 844 464 2935）',
      dial: 'tel:+18444642935',
      chat: 'https://wa.me/15555550123',
      wakeWord: 'Hazel（黑澤爾）',
      date: null,
      price: { shown: 'US$295', amount: '295.00', currency: 'USD' },
      usdNote: true,
    },
    it: {
      phone: '1-844-GO-HAZEL (+1 844 464 2935)',
      dial: 'tel:+18444642935',
      chat: 'https://wa.me/15555550123',
      wakeWord: 'Hazel',
      date: null,
      price: { shown: '295\u00a0USD', amount: '295.00', currency: 'USD' },
      usdNote: true,
    },
  },
  custom: {
    en: {
      phone: '1-888-ARIA-NOW (1-888-274-2669)',
      dial: 'tel:+18882742669',
      chat: 'https://wa.me/12025550143',
      wakeWord: 'Aria',
      date: 'September 2027',
      // US dollars set for every market are the US market's own: with its tax wording, no note.
      price: { shown: 'US$299 plus tax', amount: '299.00', currency: 'USD' },
      usdNote: false,
    },
    ja: {
      phone: '0120-123-456',
      dial: 'tel:+81120123456',
      chat: 'https://line.me/R/ti/p/@aria-jp',
      wakeWord: 'Aria（アリア）',
      date: '2027年9月',
      price: { shown: '44,000\u2060円\u200b（税込）', amount: '44000', currency: 'JPY' },
      usdNote: false,
    },
    ko: {
      phone: '02-123-4567',
      dial: 'tel:+8221234567',
      chat: 'https://pf.kakao.com/_AriaKr/chat',
      wakeWord: 'Aria(아리아)',
      date: '2027년 9월',
      price: { shown: '390,000원 (부가세 포함)', amount: '390000', currency: 'KRW' },
      usdNote: false,
    },
    'zh-TW': {
      phone: '0800-123-456',
      dial: 'tel:+886800123456',
      chat: 'https://line.me/R/ti/p/@aria-tw',
      wakeWord: 'Aria（艾莉亞）',
      date: '2027年9月',
      price: { shown: 'NT$8,990\u200b（含稅）', amount: '8990.00', currency: 'TWD' },
      usdNote: false,
    },
    it: {
      phone: '02 1234 5678',
      dial: 'tel:+390212345678',
      chat: 'https://wa.me/12025550143',
      wakeWord: 'Aria',
      date: 'settembre 2027',
      price: { shown: '279\u00a0€ IVA inclusa', amount: '279.00', currency: 'EUR' },
      usdNote: false,
    },
  },
};

const market = (language: Language) => expected[test.info().project.name as 'default' | 'custom'][language];

for (const { code: language } of languages) {
  test.describe(`the ${language} market`, { tag: '@config' }, () => {
    // One page walks the market's pages in turn: a browser tab costs more than the checks on it.
    test('support, pricing, crowd support and trust: the market’s number, price, chat app, date and words', async ({
      page,
    }) => {
      const { phone, dial, price, usdNote, chat, wakeWord, date } = market(language);

      await test.step('support: the market’s number, dialled by its link, with a true note on the cost', async () => {
        await page.goto(pathFor('support', language));
        const call = page
          .getByRole('main')
          .getByRole('link', { name: text(language, (d) => d.support.options.phone.action) });
        await expect(call).toHaveAttribute('href', dial);
        await expect(call).toContainText(asShown(phone));
        const note = builtSite().markets[language].supportPhone.note;
        const notes = Object.values(dictionaries[language].contact.phoneNotes);
        const shownNotes = [];
        for (const candidate of notes)
          if (await page.getByText(candidate, { exact: true }).count()) shownNotes.push(candidate);
        expect(shownNotes).toEqual(note ? [text(language, (d) => d.contact.phoneNotes[note])] : []);
      });

      await test.step('pricing: the market’s price and tax wording, the same in its Product data, and a note on US dollars where it has no price of its own', async () => {
        await page.goto(pathFor('pricing', language));
        await expect(page.getByRole('main')).toContainText(price.shown);
        await expect(page.getByTestId('price-note')).toHaveCount(usdNote ? 1 : 0);
        if (usdNote)
          await expect(page.getByTestId('price-note')).toHaveText(text(language, (d) => d.pricing.prices.usdOnly));
        const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
          (json) => JSON.parse(json) as { '@type': string; offers?: { price: string; priceCurrency: string } },
        );
        const product = data.find((entry) => entry['@type'] === 'Product');
        expect(product?.offers).toMatchObject({ price: price.amount, priceCurrency: price.currency });
      });

      await test.step('crowd support: the same note on US dollars; the chat link opens the market’s app and names it; the backers’ FAQ gives the expected month in the market’s words, or the promise to announce it', async () => {
        await page.goto(`${pathFor('crowdsupport', language)}#backers-when`);
        await expect(page.getByTestId('price-note')).toHaveCount(usdNote ? 1 : 0);
        const chatLink = page.getByRole('link', { name: text(language, (d) => d.crowd.chat) });
        await expect(chatLink).toHaveAttribute('href', chat);
        const app = builtSite().markets[language].chat.app;
        await expect(chatLink).toContainText(dictionaries[language].contact.chatApps[app]);
        // The support line follows the larger-contribution text as a link of its own.
        const larger = page.getByRole('region', { name: text(language, (d) => d.crowd.largerTitle) });
        await expect(larger.getByRole('link', { name: asShown(phone) })).toHaveAttribute('href', dial);
        const answer = page.locator('#backers-when-answer');
        await expect(answer).toBeVisible();
        // The expected month in the offer's own words (i18n/offer-terms.ts), or that it is not set yet.
        await expect(answer).toHaveText(withoutPhraseBreaks(offerIn(language).delivery));
        if (date) await expect(answer).toContainText(date);
      });

      await test.step('trust: the emergency phrases write the name as it is said, with the market’s emergency number', async () => {
        await page.goto(pathFor('trust', language));
        const safety = page.getByTestId('emergency-box');
        const phrases = safety.getByText(text(language, (d) => d.emergency.phrase));
        // One unit: a word joiner holds the name to its reading's bracket (WebKit broke before it).
        await expect(phrases).toContainText(asOneUnit(wakeWord));
        if (wakeWord === builtSite().brand) {
          await expect(phrases).not.toContainText(`${builtSite().brand}（`);
          await expect(phrases).not.toContainText(`${builtSite().brand} (`);
        }
        const emergency = languages.find((entry) => entry.code === language)?.market.emergencyNumber ?? '';
        await expect(safety).toContainText(emergency);
      });
    });
  });
}
