import { ResponsiveImage } from '@/components/ui/responsive-image';
import { testimonials } from '@/content/landing';
import { portraitImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { SectionHeading } from './section-heading';
import { PageColumn } from '@/components/ui/page-section';

type TestimonialsProps = { standalone?: boolean };

/** Three families, in their own words, each with an illustrated portrait. */
export function Testimonials({ standalone = false }: TestimonialsProps) {
  const { t } = useTranslation();
  // On its own page the cards are the page's content under its h1, not a section of their own;
  // on the home page they are the "testimonials" section with its own title.
  const Wrapper = standalone ? 'div' : 'section';
  return (
    <Wrapper
      id={standalone ? undefined : 'testimonials'}
      aria-labelledby={standalone ? undefined : 'testimonials-title'}
      className="bg-sand/60"
    >
      <PageColumn spacing="roomy">
        {!standalone && (
          <SectionHeading id="testimonials-title" title={t('testimonials.title')} intro={t('testimonials.intro')} />
        )}
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {testimonials.map(({ id, portrait }) => (
            <li key={id}>
              <figure className="flex h-full flex-col gap-5 rounded-lg bg-surface p-6 shadow-sm">
                <ResponsiveImage
                  image={portraitImages[portrait]}
                  alt={t(`testimonials.items.${id}.portraitAlt`)}
                  sizes="8rem"
                  className="size-32 rounded-full"
                />
                <blockquote className="text-lg text-ink">
                  {/* <q> takes the quotation marks of the page's language. */}
                  <p>
                    <q>{t(`testimonials.items.${id}.quote`)}</q>
                  </p>
                </blockquote>
                <figcaption className="mt-auto">
                  <span className="block font-semibold text-ink">{t(`testimonials.items.${id}.name`)}</span>
                  <span className="block text-ink-soft">{t(`testimonials.items.${id}.title`)}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageColumn>
    </Wrapper>
  );
}
