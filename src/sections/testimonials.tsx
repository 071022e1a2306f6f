import { ResponsiveImage } from '@/components/ui/responsive-image';
import { testimonials as illustrativeStories } from '@/content/landing';
import { portraitImages } from '@/content/media';
import { useTranslation } from '@/i18n/use-translation';
import { SectionHeading } from '@/components/section-parts/section-heading';
import { cardPadding, PageColumn } from '@/components/ui/page-section';
import operatorTestimonials from 'virtual:testimonials';
import type { Language } from '@/config/languages';
import { joinSentences } from '@/lib/format';

type TestimonialsProps = { standalone?: boolean };

/** A language's name as another language writes it: `inglese` for `en` in Italian. */
const languageName = (code: string, locale: string) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;

const cardClass = `flex h-full flex-col gap-5 rounded-lg bg-surface shadow-sm ${cardPadding}`;

/**
 * Life with the device: the operator's real customers in their own words (each agreed to be
 * named), or, until there are any, illustrative stories labelled as such on every card.
 */
export function Testimonials({ standalone = false }: TestimonialsProps) {
  const { t, language } = useTranslation();
  const sample = operatorTestimonials === null;
  // The intro speaks of their own words only where some are shown in this language.
  const shown = testimonialsIn(language).length;
  const intro = sample
    ? t('testimonials.introSample')
    : shown > 1
      ? t('testimonials.intro')
      : shown === 1
        ? t('testimonials.introOne')
        : undefined;
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
        {!standalone && <SectionHeading id="testimonials-title" title={t('testimonials.title')} intro={intro} />}
        {sample ? <IllustrativeStories /> : <CustomerWords />}
      </PageColumn>
    </Wrapper>
  );
}

/** The site's own invented stories: third person, no result of use claimed, each card labelled. */
function IllustrativeStories() {
  const { t } = useTranslation();
  return (
    <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
      {illustrativeStories.map(({ id, portrait }) => (
        <li key={id} data-sample="">
          <div className={cardClass}>
            <p className="phrase-wrap self-start rounded-md border-2 border-dashed border-ink/60 px-3 py-1 font-semibold text-ink">
              {t('testimonials.sampleLabel')}
            </p>
            {/* A drawing of an invented person tells nothing the story does not: decorative. */}
            <ResponsiveImage image={portraitImages[portrait]} alt="" sizes="8rem" className="size-32 rounded-full" />
            <p className="text-lg text-ink">{t(`testimonials.items.${id}.story`)}</p>
            <p className="mt-auto">
              <span className="block font-semibold text-ink">{t(`testimonials.items.${id}.name`)}</span>
              <span className="block text-ink-soft">{t(`testimonials.items.${id}.title`)}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The operator's real customers who wrote in a language. */
export function testimonialsIn(language: Language) {
  return (operatorTestimonials ?? []).filter((person) => person.quote[language]);
}

/**
 * Real customers who agreed to be named, in the page's language (those who wrote in it), each
 * with what ties them to the company, or that nothing does, beside the quote.
 */
function CustomerWords() {
  const { t, language } = useTranslation();
  const inLanguage = testimonialsIn(language);
  if (inLanguage.length === 0)
    return <p className="mt-10 max-w-prose text-lg text-ink-soft">{t('testimonials.none')}</p>;
  return (
    <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
      {inLanguage.map((person) => (
        <li key={person.name}>
          <figure className={cardClass}>
            {person.photo && (
              <img
                src={person.photo}
                alt={person.photoAlt?.[language] ?? ''}
                width={128}
                height={128}
                loading="lazy"
                className="size-32 rounded-full object-cover"
              />
            )}
            <blockquote className="text-lg text-ink">
              {/* <q> takes the quotation marks of the page's language. */}
              <p>
                <q>{person.quote[language]}</q>
              </p>
            </blockquote>
            {/* Words said in another language are shown as the translation they are. */}
            {(person.saidIn ?? language) !== language && (
              <p data-translated="" className="text-base text-ink-soft">
                {t('testimonials.translatedFrom', {
                  language: languageName(person.saidIn ?? language, language),
                })}
              </p>
            )}
            <figcaption className="mt-auto">
              <span className="block font-semibold text-ink">{person.name}</span>
              {person.title?.[language] && <span className="block text-ink-soft">{person.title[language]}</span>}
              <span data-connection="" className="mt-2 block text-base text-ink-soft">
                {person.connection.length === 0
                  ? t('testimonials.connection.none')
                  : joinSentences(
                      language,
                      person.connection.map((kind) => t(`testimonials.connection.${kind}`)),
                    )}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
