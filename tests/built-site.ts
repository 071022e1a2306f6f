/**
 * The builds as the tests read them, without a browser: the copy as the built site carries it, the
 * operator values and people a build was made with, and its prerendered pages as files. The
 * end-to-end fixtures (tests/e2e/fixtures.ts) and the checks of the built pages
 * (tests/unit/built-pages/) both read them from here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { readArb } from '@tools/translations/arb.mjs';
import { siteMessages } from '@tools/translations/messages-plugin';
import { buildInfoFile } from '@tools/prerender/build-info.mjs';
import { htmlFileFor } from '@tools/prerender/prerender-targets';
import type { People } from '@tools/operator/people';
import type { SiteConfig } from '@/config/site-config';
import { baseParams } from '@/i18n/base-params';
import { createTranslator, type Translate } from '@/i18n/translate';
import { interpolate } from '@/i18n/interpolate';
import type { Dictionary } from '@/i18n/dictionary';
import type { Language } from '@/config/languages';

/** A language's copy as the build gives it to the site (tools/translations/messages-plugin.ts). */
const asBuilt = (segment: string) => siteMessages(segment, readArb(segment).messages, false) as Dictionary;

/**
 * The dictionaries as the built site carries them: Japanese and Chinese labels hold invisible
 * phrase breaks (tools/translations/phrase-breaks.ts), so expected text matches the page's exactly. Text that
 * leaves the page as data (title, description) has none: compare it through `withoutPhraseBreaks`.
 */
export const dictionaries: Record<Language, Dictionary> = {
  en: asBuilt('en'),
  ja: asBuilt('ja'),
  ko: asBuilt('ko'),
  'zh-TW': asBuilt('zh-tw'),
  it: asBuilt('it'),
};

const siteConfigs = new Map<string, SiteConfig>();

/** The operator values the build in `dist` was made with, as the build recorded them. */
export function siteOf(dist: string): SiteConfig {
  let config = siteConfigs.get(dist);
  if (!config) {
    config = JSON.parse(readFileSync(buildInfoFile(dist, 'site-config.json'), 'utf8')) as SiteConfig;
    siteConfigs.set(dist, config);
  }
  return config;
}

/** The testimonials and supporters the build in `dist` was made with. */
export function peopleOf(dist: string): People {
  return JSON.parse(readFileSync(buildInfoFile(dist, 'people.json'), 'utf8')) as People;
}

/** A dictionary string with the brand, prices and other base values of `site` filled in, as the site shows it. */
export function textOf(
  site: SiteConfig,
  language: Language,
  pick: (dictionary: Dictionary) => string,
  params = {},
): string {
  const dictionary = dictionaries[language];
  return interpolate(pick(dictionary), {
    ...baseParams(site, site.markets[language], language, dictionary),
    ...params,
  });
}

/** The translator of a language's copy with the base values of `site`, as the build's pages have it. */
export function translatorOf(site: SiteConfig, language: Language): Translate {
  const dictionary = dictionaries[language];
  return createTranslator(dictionary, dictionaries.en, baseParams(site, site.markets[language], language, dictionary));
}

/** The prerendered page at `path` of the build in `dist`, as the server sends it, as a document. */
export function pageDocument(dist: string, path: string): Document {
  return new JSDOM(readFileSync(join(dist, htmlFileFor(path)), 'utf8')).window.document;
}
