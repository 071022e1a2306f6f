import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { imageFormats, imageUrl, srcSetOf, type ImageSpec } from '@/content/media';

type ResponsiveImageProps = {
  image: ImageSpec;
  /** From the dictionaries; an empty string marks a purely decorative image. */
  alt: string;
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string;
  /** For the image that is the largest thing in the first view: fetched first, never lazily. */
  priority?: boolean;
  /**
   * For a large picture below the first screen that fills its container's width (`h-auto w-full`):
   * fetched once the app runs, not while its code is still arriving over the same slow line, its
   * frame keeping the space meanwhile (`.after-app` in global.css). Without scripts it loads as
   * any lazy picture does.
   */
  afterApp?: boolean;
  className?: string;
};

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/** The frame of each picture shape the site has; Tailwind needs the class names written out. */
const frameByRatio: Readonly<Record<string, string>> = {
  '4/3': 'aspect-4/3',
  '16/9': 'aspect-video',
  '1/1': 'aspect-square',
};

/** The classes of a picture whose frame keeps its image's shape while the image waits. */
export function afterAppFrame(image: ImageSpec): string {
  const divisor = greatestCommonDivisor(image.width, image.height);
  const ratio = `${image.width / divisor}/${image.height / divisor}`;
  const frame = frameByRatio[ratio];
  if (!frame) throw new Error(`No picture frame for ${image.name}'s shape ${ratio}: add it to frameByRatio.`);
  return `after-app block ${frame}`;
}

/** A <picture> with AVIF and WebP at every rendered width, sized up front so nothing shifts. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  afterApp = false,
  className,
}: ResponsiveImageProps) {
  const fallbackWidth = image.widths.find((width) => width >= 1280) ?? image.widths.at(-1) ?? image.width;
  return (
    <picture className={afterApp ? afterAppFrame(image) : undefined}>
      {imageFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSetOf(image, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrl(image, fallbackWidth, 'webp')}
        // Read aloud, never laid out: the phrase breaks would only cost bytes.
        alt={withoutPhraseBreaks(alt)}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        // `auto` is the default: not written out.
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
}
