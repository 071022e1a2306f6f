import type { ClipKey } from '@/content/media';
import type { PlainTranslationKey } from '@/i18n/translate';

/** The name of each clip, as announced and shown: the greeting, then each feature's title. */
export const clipTitleKeys: Record<ClipKey, PlainTranslationKey> = {
  hero: 'audio.heroTitle',
  voice: 'home.features.voice.title',
  family: 'home.features.family.title',
  health: 'home.features.health.title',
  affirmation: 'home.features.affirmation.title',
};
