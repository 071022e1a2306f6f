import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterAppFrame, ResponsiveImage } from '@/components/ui/responsive-image';
import { allImages, featureImages, heroImages, portraitImages, posterImages } from '@/content/media';

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP at every rendered width, with its size and alt text', () => {
    const { container } = render(
      <ResponsiveImage image={featureImages.health} alt="A pill organiser" sizes="(min-width: 64rem) 33vw, 100vw" />,
    );
    const sources = [...container.querySelectorAll('source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/images/feature-health-640.avif 640w, /images/feature-health-960.avif 960w, /images/feature-health-1280.avif 1280w',
    );
    expect(sources[1]?.getAttribute('sizes')).toBe('(min-width: 64rem) 33vw, 100vw');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('alt', 'A pill organiser');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('src', '/images/feature-health-1280.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    // `auto` is the default, not written out (bytes in the first round trip).
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the hero image first and eagerly', () => {
    const { container } = render(<ResponsiveImage image={heroImages[0]} alt="" sizes="100vw" priority />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('alt', '');
  });

  it('waits for the app in a frame of its shape when asked to; otherwise has no frame', () => {
    const { container } = render(
      <>
        <ResponsiveImage image={featureImages.voice} alt="" sizes="100vw" afterApp className="h-auto w-full" />
        <ResponsiveImage image={posterImages.meetSection} alt="" sizes="100vw" afterApp className="h-auto w-full" />
        <ResponsiveImage image={featureImages.family} alt="" sizes="100vw" />
      </>,
    );
    const frames = [...container.querySelectorAll('picture')].map((picture) => picture.className);
    expect(frames).toEqual(['after-app block aspect-4/3', 'after-app block aspect-video', '']);
    expect(container.querySelectorAll('img[loading="lazy"]')).toHaveLength(3);
  });

  it('frames every picture of the site in its own shape', () => {
    const ratios = { 'aspect-4/3': 4 / 3, 'aspect-square': 1, 'aspect-video': 16 / 9 };
    for (const image of allImages) {
      const frame = afterAppFrame(image).replace('after-app block ', '') as keyof typeof ratios;
      expect(ratios[frame], image.name).toBeCloseTo(image.width / image.height, 5);
    }
    expect(afterAppFrame(portraitImages.first)).toBe('after-app block aspect-square');
  });
});
