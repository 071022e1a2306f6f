/**
 * What each kind of operator value must look like, as parsers: each takes the text of a variable
 * and returns the value, or throws a ValueProblem saying what is wrong and how a right value is
 * written. The configuration check (config-check.ts) runs them over every variable at once and
 * lists every problem; the resolvers (operator-values.ts and its neighbours) use the same parsers,
 * so a value is checked in one place only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parsePhoneNumberWithError, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { languageInfo, languages, type Language } from '../../src/config/languages.ts';
import {
  measurementServices,
  type MeasurementService,
  type Money,
  type SupportHours,
} from '../../src/config/site-config.ts';
import { currencyDecimals } from '../../src/lib/format.ts';
import { confirmableFacts } from '../../src/content/product-facts.ts';

/** A value that is not what its variable needs: why, and a right value to copy. */
export class ValueProblem extends Error {
  constructor(
    readonly reason: string,
    readonly example: string,
  ) {
    super(`${reason}; for example ${example}`);
    this.name = 'ValueProblem';
  }
}

/** Runs a parser on a variable's value; a problem becomes an Error naming the variable. */
export function parseAs<T>(name: string, value: string, parse: (value: string) => T): T {
  try {
    return parse(value);
  } catch (error) {
    if (error instanceof ValueProblem)
      throw new Error(`${name}: "${value}" ${error.reason}; for example ${error.example}`);
    throw error;
  }
}

/** The country of a market, for the phone numbers set for it; a value for every market is read as a US one. */
export function countryOf(language: Language | null): CountryCode {
  return (language === null ? 'US' : languageInfo(language).market.country) as CountryCode;
}

/**
 * Characters a pasted value may carry that nobody sees, and that a browser's or a host's reader of
 * the value drops or splits on: spaces and tabs, line breaks and control characters, zero-width
 * and direction marks, the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const invisible = /[\s\u0000-\u001f\u007f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/u;

/** An https: address (forms, payment pages, booking pages, profiles: a visitor pays or types there). */
export function httpsUrl(example: string) {
  return (value: string): string => {
    // The URL parser drops tabs and line breaks silently; the host files would not (one address, one word).
    if (invisible.test(value))
      throw new ValueProblem('holds a space, a tab, a line break or an invisible character', example);
    if ((value.match(/https?:\/\//gi) ?? []).length > 1) throw new ValueProblem('holds more than one address', example);
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ValueProblem('is not a whole web address (it starts with https://)', example);
    }
    if (url.protocol !== 'https:') throw new ValueProblem('is not an https: address', example);
    if (!url.hostname.includes('.')) throw new ValueProblem('has no domain name', example);
    return value;
  };
}

/** `aria.example.org, aria.example`: domain names, separated by commas; empty: none. */
export function domainList(value: string): string[] {
  const domains = value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  for (const domain of domains)
    if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(domain))
      throw new ValueProblem(`lists "${domain}", which is not a domain name`, 'aria.example.org');
  return domains;
}

/** The site's own origin: https, a host, no path. */
export function siteOrigin(value: string): string {
  const url = httpsUrl('https://www.example.com')(value);
  const parsed = new URL(url);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash)
    throw new ValueProblem('is not an origin alone (no path after the domain)', 'https://www.example.com');
  return `${parsed.protocol}//${parsed.host}`;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The cookie-less measurement service the pages send their counts to, in any case (docs/measurement.md). */
export function measurementService(value: string): MeasurementService {
  const service = measurementServices.find((name) => name === value.toLowerCase());
  if (!service)
    throw new ValueProblem(`is not a service the site sends to (${measurementServices.join(' or ')})`, 'plausible');
  return service;
}

/** A right value of VITE_ANALYTICS_SITE for each service. */
export const measuredSiteExample: Record<MeasurementService, string> = {
  plausible: 'hazel.example.com',
  umami: '4f7a2c1e-9b3d-4e8f-a6c5-2d1b0e9f8a7c',
};

/** The site as its measurement service knows it: Plausible by its domain, Umami by its website id. */
export function measuredSite(service: MeasurementService) {
  return (value: string): string => {
    if (service === 'umami') {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
        throw new ValueProblem('is not an Umami website id', measuredSiteExample.umami);
    } else if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i.test(value))
      throw new ValueProblem(
        'is not a domain as Plausible names a site (no https://, no path)',
        measuredSiteExample.plausible,
      );
    return value;
  };
}

/** The collector's events address, where the deploy forwards `/api/event`: Plausible's `/api/event`, Umami's `/api/send`. */
export function measurementEndpoint(service: MeasurementService) {
  const path = service === 'umami' ? '/api/send' : '/api/event';
  return (value: string): string => {
    const url = new URL(httpsUrl(`https://${service}.example.com${path}`)(value));
    if (url.pathname !== path || url.search || url.hash)
      throw new ValueProblem(
        `is not ${service === 'umami' ? 'Umami' : 'Plausible'}'s events address (it ends in ${path})`,
        `${url.origin}${path}`,
      );
    return value;
  };
}

/** Where the hosted forms read a prefilled field: the address's query, or its fragment. */
export function prefillVia(value: string): 'query' | 'fragment' {
  if (value !== 'query' && value !== 'fragment') throw new ValueProblem('is neither query nor fragment', 'fragment');
  return value;
}

export function email(value: string): string {
  if (/^mailto:/i.test(value))
    throw new ValueProblem('starts with mailto: (the site adds it: give the address alone)', 'privacy@example.com');
  if (invisible.test(value) || !emailPattern.test(value))
    throw new ValueProblem('is not an email address', 'privacy@example.com');
  return value;
}

export function flag(value: string): boolean {
  if (value !== 'true' && value !== 'false') throw new ValueProblem('is neither true nor false', 'true');
  return value === 'true';
}

/** Plain text shown on a page: one line, no control characters, nothing invisible. */
export function text(example: string) {
  return (value: string): string => {
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[\u0000-\u001f\u007f]/.test(value))
      throw new ValueProblem('holds a line break or a control character', example);
    // Format characters (zero-width spaces, direction marks, a byte-order mark) come with a paste.
    const hidden = /\p{Cf}/u.exec(value);
    if (hidden)
      throw new ValueProblem(
        `holds an invisible character (U+${(hidden[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) after "${value.slice(0, hidden.index)}"`,
        example,
      );
    if (value.length > 200) throw new ValueProblem('is longer than 200 characters', example);
    // An env file drops straight quotes around a value, not the typographic ones a word processor makes.
    if (/^[“”„«‘‚‹「『].*[“”»’›」』]$/su.test(value))
      throw new ValueProblem('is wrapped in typographic quotes, which the page would show', example);
    return value;
  };
}

/**
 * Someone the law says how to reach (a data protection officer, a representative, an agent): a
 * name with an email address or a phone number in the same value.
 */
export function contactText(example: string) {
  const asText = text(example);
  return (value: string): string => {
    asText(value);
    const hasEmail = /[^\s@,;()]+@[^\s@,;()]+\.[^\s@,;()]+/.test(value);
    const hasPhone = /\+?\d[\d\s().-]{5,}\d/.test(value);
    if (!hasEmail && !hasPhone)
      throw new ValueProblem('gives no email address or phone number to reach them by', example);
    return value;
  };
}

/** Italy's register entry: the register's name, then the REA number with its province (REA MI-1234567). */
export function italianCompanyRegister(value: string): string {
  const example = 'Registro delle imprese di Milano, REA MI-1234567';
  text(example)(value);
  const rea = /\bREA\s*:?\s*[A-Z]{2}\s*[-–]?\s*\d{1,7}\b/.exec(value);
  if (!rea) throw new ValueProblem('has no REA number with its province (REA MI-1234567)', example);
  if (!/\p{L}{3,}/u.test(value.slice(0, rea.index)))
    throw new ValueProblem('does not name the register before the REA number', example);
  return value;
}

/** A query parameter name the forms read (`email`, `contact`). */
/** A query parameter's name, with an example of one for the field it fills. */
export const queryParameter =
  (example: string) =>
  (value: string): string => {
    if (!/^[A-Za-z0-9_.[\]-]{1,40}$/.test(value))
      throw new ValueProblem('is not a query parameter name (letters, digits, _ . - [ ])', example);
    return value;
  };

export function videoId(value: string): string {
  if (!/^[\w-]{6,20}$/.test(value)) throw new ValueProblem('is not a YouTube video id', 'M7lc1UVf-VE');
  return value;
}

/** A project file (the testimonials): a path inside the project. */
export function projectFile(value: string): string {
  if (value.startsWith('/') || value.split(/[\\/]/).includes('..'))
    throw new ValueProblem('is not a path inside the project', 'content/testimonials.json');
  return value;
}

/** The brand mark: an SVG file inside the project, read from where the build runs (its root). */
export function svgFile(value: string): string {
  const path = projectFile(value);
  if (!path.toLowerCase().endsWith('.svg')) throw new ValueProblem('is not an SVG file', 'brand/mark.svg');
  if (!existsSync(path)) throw new ValueProblem('is not a file in the project', 'brand/mark.svg');
  return path;
}

/** The most a film's transcript holds: a few minutes of speech, not a document. */
export const transcriptMaxCharacters = 20_000;

/**
 * A film's transcript: a plain-text file (UTF-8) inside the project, read from where the build
 * runs, with words in it, paragraphs split by empty lines, no control characters.
 */
export function transcriptFile(value: string): string {
  const example = 'content/films/meet.ja.txt';
  const path = projectFile(value);
  if (!path.toLowerCase().endsWith('.txt')) throw new ValueProblem('is not a plain-text (.txt) file', example);
  if (!existsSync(path)) throw new ValueProblem('is not a file in the project', example);
  const text = readFileSync(path, 'utf8').replace(/^\ufeff/, '');
  if (text.trim() === '') throw new ValueProblem('is an empty file', example);
  if (text.length > transcriptMaxCharacters)
    throw new ValueProblem(
      `holds more than ${transcriptMaxCharacters} characters (a film's words, not a document)`,
      example,
    );
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/u.test(text))
    throw new ValueProblem('holds control characters or bytes that are not UTF-8 text', example);
  return path;
}

/** A transcript file's paragraphs: split at empty lines, each paragraph's lines joined. */
export function transcriptParagraphs(path: string): string[] {
  return readFileSync(path, 'utf8')
    .replace(/^\ufeff/, '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter(Boolean);
}

/** `en,ja`, `zh-tw`, `EN, JA`, or none: the markets that sell. */
export function marketList(value: string): Language[] {
  if (value.toLowerCase() === 'none') return [];
  const codes = languages.map(({ code }) => code);
  const example = 'en,ja (or none)';
  const chosen: Language[] = [];
  for (const item of value.split(',').map((entry) => entry.trim().toLowerCase())) {
    const language = codes.find((code) => code.toLowerCase() === item);
    if (!language) throw new ValueProblem(`lists "${item}", which is not one of ${codes.join(', ')}`, example);
    if (!chosen.includes(language)) chosen.push(language);
  }
  return chosen;
}

/** `emergency-sequence, update-schedule`: the company's facts the operator confirms (content/product-facts.ts). */
export function confirmedFacts(value: string): string[] {
  const example = confirmableFacts.join(',');
  const chosen: string[] = [];
  for (const item of value.split(',').map((entry) => entry.trim().toLowerCase())) {
    if (item === '') continue;
    if (!confirmableFacts.includes(item))
      throw new ValueProblem(`lists "${item}", which is not one of ${confirmableFacts.join(', ')}`, example);
    if (!chosen.includes(item)) chosen.push(item);
  }
  return chosen;
}

/** A number of days, 1 to 365. */
export function days(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 365)
    throw new ValueProblem('is not a number of days (1 to 365)', '30');
  return Number(value);
}

/** A number of minutes, 1 to 60. */
export function minutes(value: string): number {
  if (!/^[1-9]\d?$/.test(value) || Number(value) > 60)
    throw new ValueProblem('is not a number of minutes (1 to 60)', '5');
  return Number(value);
}

/** `2027-09`: a real month. */
export function month(value: string): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  const monthNumber = Number(match?.[2]);
  if (!match || monthNumber < 1 || monthNumber > 12 || Number(match[1]) < 2000)
    throw new ValueProblem('is not a year and month', '2027-09');
  return { year: Number(match[1]), month: monthNumber };
}

export function preorderPayment(value: string): 'atOrder' | 'whenDated' {
  if (value !== 'at-order' && value !== 'when-dated')
    throw new ValueProblem('is neither at-order nor when-dated', 'when-dated');
  return value === 'when-dated' ? 'whenDated' : 'atOrder';
}

/** `24/7`, `daily 08:00-20:00` or `weekdays 09:00-18:00`, in the market's own time. */
export function supportHours(value: string): SupportHours {
  if (value === '24/7') return { days: 'always' };
  const match = /^(daily|weekdays)\s+([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match)
    throw new ValueProblem('is not 24/7, "daily HH:MM-HH:MM" or "weekdays HH:MM-HH:MM"', 'weekdays 09:00-18:00');
  const [, days, fromHour, fromMinute, toHour, toMinute] = match;
  const from = `${fromHour}:${fromMinute}`;
  const to = `${toHour}:${toMinute}`;
  if (to <= from) throw new ValueProblem('ends before it starts', 'weekdays 09:00-18:00');
  return { days: days as 'daily' | 'weekdays', from, to };
}

/** A number of hours (a replacement ships within it). */
export function hours(value: string): number {
  if (!/^[1-9]\d{0,2}$/.test(value)) throw new ValueProblem('is not a number of hours', '48');
  return Number(value);
}

/**
 * Within how many days a cancelled order is paid back, in a market: whole days, never more than its
 * law allows (languages.ts, `refundDays`); a value for every market is any whole number of days, and
 * where a market's law allows fewer, its law's count applies there (market-offer.ts).
 */
export function refundDays(language: Language | null) {
  return (value: string): number => {
    if (!/^[1-9]\d{0,1}$/.test(value)) throw new ValueProblem('is not a whole number of days (1 to 99)', '14');
    const days = Number(value);
    const limit = language === null ? null : languageInfo(language).market.refundDays;
    if (limit !== null && days > limit)
      throw new ValueProblem(
        `is longer than the ${limit} days the law of ${languageInfo(language ?? 'en').market.country} allows`,
        String(limit),
      );
    return days;
  };
}

const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

/** `44000 JPY`, `29.95 USD`: an amount with no more decimals than the currency has, then its ISO code. */
export function money(value: string): Money {
  const example = '44000 JPY (digits, a space, the currency code: no symbol, no thousands separator)';
  const match = /^(\d+(?:\.(\d+))?)\s+([A-Za-z]{3})$/.exec(value);
  if (!match) throw new ValueProblem('is not an amount and a currency code', example);
  const currency = (match[3] ?? '').toUpperCase();
  if (!knownCurrencies.has(currency))
    throw new ValueProblem(
      `has a currency code, ${match[3]}, that ISO 4217 does not know`,
      '44000 JPY, 390000 KRW, 8990 TWD, 279 EUR, 299 USD',
    );
  const decimals = currencyDecimals(currency);
  if ((match[2] ?? '').length > decimals)
    throw new ValueProblem(
      `has more decimals than ${currency} has (${decimals})`,
      decimals === 0 ? `44000 ${currency}` : `29.95 ${currency}`,
    );
  const amount = Number(match[1]);
  if (!(amount > 0)) throw new ValueProblem('is not more than zero', example);
  return { amount, currency };
}

/** What the launch check asks for: `whatsapp:<number>`, `line:<id>` or `kakao:<channel id>`. */
export function chat(value: string): { app: 'whatsapp' | 'line' | 'kakao'; id: string } {
  const separator = value.indexOf(':');
  const app = value.slice(0, separator);
  const id = value.slice(separator + 1).trim();
  if (app === 'whatsapp' && /^\+?\d{7,15}$/.test(id)) {
    validNumber(`+${id.replace('+', '')}`, null, 'whatsapp:12025550143');
    return { app, id: id.replace('+', '') };
  }
  if (app === 'line' && /^@?[a-z0-9._-]{3,20}$/i.test(id)) return { app, id: id.startsWith('@') ? id : `@${id}` };
  if (app === 'kakao' && /^_[a-z0-9]{3,30}$/i.test(id)) return { app, id };
  throw new ValueProblem(
    'is not whatsapp:<number with country code>, line:<official account id> or kakao:<channel id>',
    'line:@hazel, kakao:_AbCdEf or whatsapp:12025550143',
  );
}

/** WhatsApp's number: digits only, country code first. */
export function whatsappNumber(value: string): string {
  if (!/^\d{7,15}$/.test(value))
    throw new ValueProblem('is not digits only with the country code first', '12025550143');
  validNumber(`+${value}`, null, '12025550143');
  return value;
}

function validNumber(value: string, language: Language | null, example: string): PhoneNumber {
  let number: PhoneNumber | undefined;
  try {
    number = parsePhoneNumberWithError(value, countryOf(language));
  } catch {
    // Reported below.
  }
  if (!number?.isValid()) throw new ValueProblem('is not a phone number that can be dialled', example);
  return number;
}

const dialExamples: Record<string, string> = {
  US: '+18444642935',
  JP: '+81120123456',
  KR: '+8221234567',
  TW: '+886800123456',
  IT: '+390212345678',
};

/** The number a `tel:` link dials: `+`, then the country code and the number, digits only. */
export function dialNumber(language: Language | null) {
  const example = dialExamples[countryOf(language)] ?? '+18444642935';
  return (value: string): PhoneNumber => {
    if (!/^\+\d{7,15}$/.test(value)) throw new ValueProblem('is not + and digits (country code first)', example);
    return validNumber(value, language, example);
  };
}

const displayExamples: Record<string, string> = {
  US: '1-844-464-2935 (or letters: 1-844-GO-HAZEL)',
  JP: '0120-123-456',
  KR: '02-123-4567',
  TW: '0800-123-456',
  IT: '02 1234 5678',
};

/** The letters of a phone keypad (E.161), for the vanity numbers of North America. */
const keypad: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, index) =>
    [...letters].map((letter) => [letter, String(index + 2)]),
  ),
);

/** A number as a page shows it: digits, separators, and the letters of a vanity number. */
export function displayCharacters(value: string): string {
  if (!/^\+?[\dA-Za-z\s().-]+$/.test(value))
    throw new ValueProblem('holds characters a phone number does not have', '0120-123-456');
  return value;
}

/**
 * A shown number that must dial `dial`: digits and separators in the number's own country, or,
 * for a North American number only, the letters of a vanity number (1-844-GO-HAZEL).
 */
export function displayOf(dial: PhoneNumber) {
  const country = dial.country ?? 'US';
  // The number itself as its country writes it: an example that dials what it says it dials.
  const example = `${dial.formatNational()}, which dials ${dial.number}`;
  return (value: string): PhoneNumber => {
    displayCharacters(value);
    const northAmerican = dial.countryCallingCode === '1';
    if (!northAmerican && /[A-Za-z]/.test(value))
      throw new ValueProblem(
        'holds letters, which phones there cannot dial',
        `${dial.formatNational()}, which dials ${dial.number}`,
      );
    const digits = value.toUpperCase().replace(/[A-Z]/g, (letter) => keypad[letter] ?? letter);
    let shown: PhoneNumber | undefined;
    try {
      shown = parsePhoneNumberWithError(digits, country);
    } catch {
      // Reported below.
    }
    if (shown?.number !== dial.number) throw new ValueProblem(`is not the number dialled (${dial.number})`, example);
    return shown;
  };
}

/** Whether a phone number, as the operator wrote it, is a number of the market's own country. */
export function isNumberOf(value: string, language: Language): boolean {
  try {
    const number = parsePhoneNumberWithError(value, countryOf(language));
    return number.isValid() && number.country === countryOf(language);
  } catch {
    return false;
  }
}

/** The seller's phone as its law shows it: digits and separators, a number of the market. */
export function sellerPhone(language: Language | null) {
  const country = countryOf(language);
  const example =
    language === null ? '+1 844 464 2935' : (displayExamples[country] ?? '+1 844 464 2935').replace(/ \(.*\)$/, '');
  return (value: string): PhoneNumber => {
    if (!/^\+?[\d\s().-]+$/.test(value))
      throw new ValueProblem('holds letters or characters that cannot be dialled', example);
    return validNumber(value, language, example);
  };
}

const digitsOf = (value: string) => [...value].map(Number);

/** 사업자등록번호: 123-45-67890, ten digits whose last is the check digit of the other nine. */
export function koreanBusinessNumber(value: string): string {
  const example = '123-45-67891';
  if (!/^\d{3}-\d{2}-\d{5}$/.test(value)) throw new ValueProblem('is not ten digits written as 123-45-67890', example);
  const d = digitsOf(value.replaceAll('-', ''));
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((total, weight, index) => total + weight * (d[index] ?? 0), 0);
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  if ((10 - (sum % 10)) % 10 !== d[9]) throw new ValueProblem('fails its check digit (a digit is wrong)', example);
  return value;
}

/** 통신판매업 신고번호: 제2026-서울강남-01234호. */
export function koreanMailOrderNumber(value: string): string {
  if (!/^제\d{4}-\S+-\d{3,5}호$/u.test(value))
    throw new ValueProblem('is not a report number as the district office writes it', '제2026-서울강남-01234호');
  return value;
}

/** Partita IVA: 11 digits (optionally after IT), the last a Luhn check digit. */
export function italianVatNumber(value: string): string {
  const example = 'IT01234567897';
  if (!/^(IT)?\d{11}$/.test(value)) throw new ValueProblem('is not 11 digits, optionally after IT', example);
  const d = digitsOf(value.replace(/^IT/, ''));
  const sum = d.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  if (sum % 10 !== 0) throw new ValueProblem('fails its check digit (a digit is wrong)', example);
  return value;
}

/**
 * 統一編號: 8 digits; weighted 1,2,1,2,1,2,4,1, the digits of the products sum to a multiple of 5
 * (where the seventh digit is 7, one more than the sum may be).
 */
export function taiwanCompanyNumber(value: string): string {
  const example = '12345675';
  if (!/^\d{8}$/.test(value)) throw new ValueProblem('is not 8 digits', example);
  const d = digitsOf(value);
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  const sum = weights.reduce((total, weight, index) => {
    const product = weight * (d[index] ?? 0);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  if (sum % 5 !== 0 && !(d[6] === 7 && (sum + 1) % 5 === 0))
    throw new ValueProblem('fails its check digit (a digit is wrong)', example);
  return value;
}

/** 法人番号: 13 digits, the first the check digit of the other twelve. */
export function japaneseCorporateNumber(value: string): string {
  const example = '7123456789012';
  if (!/^\d{13}$/.test(value)) throw new ValueProblem('is not 13 digits', example);
  const d = digitsOf(value);
  const base = d.slice(1).reverse();
  const sum = base.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 2), 0);
  if (9 - (sum % 9) !== d[0]) throw new ValueProblem('fails its check digit (a digit is wrong)', example);
  return value;
}
