import type { ClipKey } from '@/content/media';
import type { TranslationKey } from '@/i18n/dictionary';

/** The name of each clip, as announced and shown: the greeting, then each feature's title. */
export const clipTitleKeys: Record<ClipKey, TranslationKey> = {
  hero: 'audio.heroTitle',
  voice: 'home.features.voice.title',
  family: 'home.features.family.title',
  health: 'home.features.health.title',
  affirmation: 'home.features.affirmation.title',
};
