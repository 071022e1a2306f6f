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
  className?: string;
};

/** A <picture> with AVIF and WebP at every rendered width, sized up front so nothing shifts. */
export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const fallbackWidth = image.widths.find((width) => width >= 1280) ?? image.widths.at(-1) ?? image.width;
  return (
    <picture>
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
