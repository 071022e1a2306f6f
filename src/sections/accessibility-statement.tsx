import { useTranslation } from '@/i18n/use-translation';
import { LegalDocument } from '@/sections/legal-document';
import { MailLink, PhoneLink } from '@/components/ui/contact-links';
import { accessibilitySections } from '@/content/legal';
import { marketValues } from '@/config/site';
import { joinSentences } from '@/lib/format';

/** The accessibility statement's text, under the page's intro (pages/accessibility.tsx). */
export function AccessibilityStatement() {
  const { t, language } = useTranslation();
  const { captions, transcripts, voiceRecorded } = marketValues(language).media;
  const captioned = captions.hero && captions.meet;
  // The limits name what is still missing in this language: captions on the films (and where their
  // words are written out instead), the device's own voice.
  const limits = joinSentences(language, [
    t('legal.accessibility.limits.body'),
    captioned ? '' : t('legal.accessibility.limits.noCaptions'),
    !captioned && transcripts.hero && transcripts.meet ? t('legal.accessibility.limits.transcripts') : '',
    voiceRecorded ? '' : t('legal.accessibility.limits.standInVoice'),
  ]);
  const report = (
    <div className="flex flex-wrap gap-3">
      <MailLink mailbox="accessibility" />
      <PhoneLink />
    </div>
  );
  const sections = accessibilitySections.map((id) => ({
    id,
    title: t(`legal.accessibility.${id}.title`),
    body: id === 'limits' ? limits : t(`legal.accessibility.${id}.body`),
    action: id === 'report' ? report : undefined,
  }));
  return <LegalDocument document="accessibility" sections={sections} />;
}
