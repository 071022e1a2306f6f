/**
 * Brand and operator values (product-decisions.md, "Brand and operator values").
 * Every value can be overridden at build time with the VITE_* variable named here.
 * This module is pure so vite.config.ts can use it to warn about defaults.
 */

type EnvSource = Record<string, string | boolean | undefined>;

export const operatorValueDefaults = {
  VITE_BRAND: 'Hazel',
  VITE_SITE_ORIGIN: 'https://hazel.example',
  VITE_PREORDER_URL: 'https://forms.hazel.example/preorder',
  VITE_PREORDER_PREFILL_PARAM: '',
  VITE_PAYMENT_SUPPORTER_URL: 'https://pay.hazel.example/supporter',
  VITE_PAYMENT_CIRCLE_URL: 'https://pay.hazel.example/circle',
  VITE_PAYMENT_PILOT_URL: 'https://pay.hazel.example/pilot',
  VITE_SUPPORT_PHONE_DISPLAY: '1-844-GO-HAZEL',
  VITE_SUPPORT_PHONE_DIAL: '+18444642935',
  VITE_WHATSAPP_NUMBER: '15555550123',
  VITE_PRIVACY_EMAIL: 'privacy@hazel.example',
  VITE_ACCESSIBILITY_EMAIL: 'accessibility@hazel.example',
  VITE_VIDEO_HERO_ID: 'M7lc1UVf-VE',
  VITE_VIDEO_MEET_ID: 'M7lc1UVf-VE',
  VITE_VIDEO_HERO_HAS_CAPTIONS: 'false',
  VITE_VIDEO_MEET_HAS_CAPTIONS: 'false',
  VITE_SOCIAL_FACEBOOK_URL: 'https://www.facebook.com/',
  VITE_SOCIAL_INSTAGRAM_URL: 'https://www.instagram.com/',
  VITE_SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/',
} as const satisfies Record<string, string>;

export type OperatorVariable = keyof typeof operatorValueDefaults;

/** Values an operator must replace before launch: external targets and contact points. */
const mustReplaceBeforeLaunch: readonly OperatorVariable[] = [
  'VITE_SITE_ORIGIN',
  'VITE_PREORDER_URL',
  'VITE_PAYMENT_SUPPORTER_URL',
  'VITE_PAYMENT_CIRCLE_URL',
  'VITE_PAYMENT_PILOT_URL',
  'VITE_SUPPORT_PHONE_DIAL',
  'VITE_WHATSAPP_NUMBER',
  'VITE_PRIVACY_EMAIL',
  'VITE_ACCESSIBILITY_EMAIL',
  'VITE_VIDEO_HERO_ID',
  'VITE_VIDEO_MEET_ID',
  'VITE_SOCIAL_FACEBOOK_URL',
  'VITE_SOCIAL_INSTAGRAM_URL',
  'VITE_SOCIAL_YOUTUBE_URL',
];

function readValue(env: EnvSource, variable: OperatorVariable): string {
  const raw = env[variable];
  const value = typeof raw === 'string' ? raw.trim() : '';
  return value === '' ? operatorValueDefaults[variable] : value;
}

function readUrl(env: EnvSource, variable: OperatorVariable): string {
  const value = readValue(env, variable);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${variable} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${variable} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

function readPattern(env: EnvSource, variable: OperatorVariable, pattern: RegExp, what: string): string {
  const value = readValue(env, variable);
  if (!pattern.test(value)) throw new Error(`${variable} must be ${what}, got "${value}"`);
  return value;
}

export function readOperatorValues(env: EnvSource) {
  const brand = readValue(env, 'VITE_BRAND');
  return {
    brand,
    siteOrigin: readUrl(env, 'VITE_SITE_ORIGIN').replace(/\/+$/, ''),
    preorderUrl: readUrl(env, 'VITE_PREORDER_URL'),
    preorderPrefillParam: (typeof env.VITE_PREORDER_PREFILL_PARAM === 'string'
      ? env.VITE_PREORDER_PREFILL_PARAM
      : ''
    ).trim(),
    paymentUrls: {
      supporter: readUrl(env, 'VITE_PAYMENT_SUPPORTER_URL'),
      circle: readUrl(env, 'VITE_PAYMENT_CIRCLE_URL'),
      pilot: readUrl(env, 'VITE_PAYMENT_PILOT_URL'),
    },
    supportPhone: {
      display: readValue(env, 'VITE_SUPPORT_PHONE_DISPLAY'),
      dial: readPattern(env, 'VITE_SUPPORT_PHONE_DIAL', /^\+\d{7,15}$/, 'a phone number in +digits form'),
    },
    whatsappNumber: readPattern(env, 'VITE_WHATSAPP_NUMBER', /^\d{7,15}$/, 'digits only, country code first'),
    privacyEmail: readPattern(env, 'VITE_PRIVACY_EMAIL', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address'),
    accessibilityEmail: readPattern(env, 'VITE_ACCESSIBILITY_EMAIL', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'an email address'),
    videos: {
      hero: readPattern(env, 'VITE_VIDEO_HERO_ID', /^[\w-]{6,20}$/, 'a YouTube video id'),
      meet: readPattern(env, 'VITE_VIDEO_MEET_ID', /^[\w-]{6,20}$/, 'a YouTube video id'),
    },
    social: {
      facebook: readUrl(env, 'VITE_SOCIAL_FACEBOOK_URL'),
      instagram: readUrl(env, 'VITE_SOCIAL_INSTAGRAM_URL'),
      youtube: readUrl(env, 'VITE_SOCIAL_YOUTUBE_URL'),
    },
    /** Whether each video carries captions; the video modal tells visitors either way. */
    videoCaptions: {
      hero: readPattern(env, 'VITE_VIDEO_HERO_HAS_CAPTIONS', /^(true|false)$/, 'true or false') === 'true',
      meet: readPattern(env, 'VITE_VIDEO_MEET_HAS_CAPTIONS', /^(true|false)$/, 'true or false') === 'true',
    },
    /** The only host video frames may come from. */
    videoEmbedOrigin: 'https://www.youtube-nocookie.com',
    /** Where a video can be watched when its frame cannot load (a network that blocks the host). */
    videoWatchOrigin: 'https://www.youtube.com',
    storageKeys: {
      language: `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-language`,
      visitor: `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-visitor`,
      textSize: `${brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-text-size`,
    },
  };
}

export type OperatorValues = ReturnType<typeof readOperatorValues>;

/** The operator values still on their placeholder defaults, for the production build warning. */
export function operatorValuesOnDefault(env: EnvSource): { variable: OperatorVariable; value: string }[] {
  return mustReplaceBeforeLaunch
    .filter((variable) => readValue(env, variable) === operatorValueDefaults[variable])
    .map((variable) => ({ variable, value: operatorValueDefaults[variable] }));
}
