/**
 * Every image and voice clip the site uses, as the asset script renders them into public/.
 * The image component, the audio layer, `npm run assets` and the media tests all read this.
 */
import type { FeatureId } from './features';

export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** Widths rendered per kind: full-bleed art at every size, cards and portraits smaller. */
const fullWidths = [640, 960, 1280, 1920, 2560] as const;
const cardWidths = [640, 960, 1280] as const;
const portraitWidths = [320, 640] as const;

export type ImageSpec = {
  /** File stem under /images/: `{name}-{width}.{format}`. */
  name: string;
  /** The source art's own width and height; the rendered files keep this aspect ratio. */
  width: number;
  height: number;
  widths: readonly number[];
  /** The SVG source under art/. */
  source: string;
};

function image(name: string, source: string, width: number, height: number, widths: readonly number[]): ImageSpec {
  return { name, source, width, height, widths };
}

/** Hero backgrounds by visitor image index: the same room through the day, one step further each visit. */
export const heroImages = [
  image('hero-morning', 'hero/morning.svg', 1600, 900, fullWidths),
  image('hero-midday', 'hero/midday.svg', 1600, 900, fullWidths),
  image('hero-afternoon', 'hero/afternoon.svg', 1600, 900, fullWidths),
  image('hero-evening', 'hero/evening.svg', 1600, 900, fullWidths),
  image('hero-night', 'hero/night.svg', 1600, 900, fullWidths),
] as const;

export const featureImages: Record<FeatureId, ImageSpec> = {
  voice: image('feature-voice', 'features/voice.svg', 800, 600, cardWidths),
  family: image('feature-family', 'features/family.svg', 800, 600, cardWidths),
  health: image('feature-health', 'features/health.svg', 800, 600, cardWidths),
  affirmation: image('feature-affirmation', 'features/affirmation.svg', 800, 600, cardWidths),
  privacy: image('feature-privacy', 'features/privacy.svg', 800, 600, cardWidths),
};

/** The two promo videos: the hero's and the "meet" film. Their ids are operator values (config/site.ts). */
export type VideoKey = 'hero' | 'meet';

export const posterImages = {
  heroVideo: image('poster-hero-video', 'posters/hero-video.svg', 1600, 900, fullWidths),
  meetVideo: image('poster-meet-video', 'posters/meet-video.svg', 1600, 900, fullWidths),
  meetSection: image('meet-section', 'posters/meet-section.svg', 1600, 900, fullWidths),
} as const;

export const crowdSupportImages = {
  video: image('crowd-video-placeholder', 'crowdsupport/video-placeholder.svg', 1600, 900, fullWidths),
  demo: image('crowd-demo-placeholder', 'crowdsupport/demo-placeholder.svg', 1600, 900, fullWidths),
} as const;

/** Illustrated portraits for the three testimonials, drawn with DiceBear's openPeeps (CC0). */
export const portraitImages = {
  first: image('portrait-1', 'portraits/portrait-1.svg', 800, 800, portraitWidths),
  second: image('portrait-2', 'portraits/portrait-2.svg', 800, 800, portraitWidths),
  third: image('portrait-3', 'portraits/portrait-3.svg', 800, 800, portraitWidths),
} as const;

export const allImages: readonly ImageSpec[] = [
  ...heroImages,
  ...Object.values(featureImages),
  ...Object.values(posterImages),
  ...Object.values(crowdSupportImages),
  ...Object.values(portraitImages),
];

export function imageUrl(spec: ImageSpec, width: number, format: ImageFormat): string {
  return `/images/${spec.name}-${width}.${format}`;
}

/** The `srcset` of an image in one format: every rendered width. */
export function srcSetOf(spec: ImageSpec, format: ImageFormat): string {
  return spec.widths.map((width) => `${imageUrl(spec, width, format)} ${width}w`).join(', ');
}

/** The hero fills the screen's width; its `sizes`, shared by the image and its preload. */
export const heroImageSizes = '100vw';
/**
 * Where the hero's picture shows clear beside the words (from Tailwind's `md`, where its veil turns
 * into a gradient): there the head preloads it. On a narrower screen it lies behind the words'
 * veil and is never the largest paint, so it loads lazily, after the first layout, and the
 * stylesheet the first paint waits for has the line to itself.
 */
export const heroPreloadMedia = '(min-width: 48rem)';

/** The 1200x630 JPEG share card of a language (path segment such as `zh-tw`). */
export const shareImageSize = { width: 1200, height: 630 } as const;
export function shareImageUrl(languageSegment: string): string {
  return `/images/share/share-${languageSegment}.jpg`;
}

/** The voice samples: what the device says, recorded in every language. */
export const clipKeys = ['hero', 'voice', 'family', 'health', 'affirmation'] as const;
export type ClipKey = (typeof clipKeys)[number];

/** Opus in WebM first (smaller), AAC for Safari and older devices. */
export const clipFormats = [
  { extension: 'webm', type: 'audio/webm; codecs=opus' },
  { extension: 'm4a', type: 'audio/mp4; codecs=mp4a.40.2' },
] as const;

export function clipUrl(languageSegment: string, clip: ClipKey, extension: string): string {
  return `/audio/${languageSegment}/${clip}.${extension}`;
}

/** Site icons written by the asset script. */
export const iconFiles = [
  '/favicon.svg',
  '/favicon-32.png',
  '/favicon-48.png',
  '/icon-192.png',
  '/icon-512.png',
  '/icon-maskable-512.png',
  '/apple-touch-icon.png',
] as const;
