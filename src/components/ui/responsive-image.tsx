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

/**
 * The classes of a picture whose frame keeps its image's shape while the image waits: the site's
 * pictures are 4:3, square or 16:9 (`tests/unit/responsive-image.test.tsx` holds every one to it).
 */
export function afterAppFrame({ width, height }: ImageSpec): string {
  return `after-app block ${width * 3 === height * 4 ? 'aspect-4/3' : width === height ? 'aspect-square' : 'aspect-video'}`;
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
