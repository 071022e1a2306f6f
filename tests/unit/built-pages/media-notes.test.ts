// @vitest-environment node
/**
 * What visitors hear and see, said where they hear and see it: each voice sample says a computer
 * voice stands in until the operator marks that language's clips as recorded, and the
 * accessibility statement lists what is still missing in its language (captions, the device's own
 * voice). The default build has neither anywhere; tests/e2e/custom-build.env confirms both for
 * English only.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { pathFor } from '@/routing/routes';
import { withoutPhraseBreaks } from '@/i18n/phrase-breaks';
import { built } from './builds';

/** The hero's greeting and the four feature cards' samples. */
const samplesOnHome = 5;
/** The stand-in voice is said once per section: beside the hero's sample, and above the features'. */
const standInNotesOnHome = 2;

describe.each(['default', 'custom'] as const)('the %s build', (name) => {
  const build = built(name);
  it.each(languages.map(({ code }) => code))('%s: each voice sample, and the accessibility statement', (language) => {
    const recorded = name === 'custom' && language === 'en';
    const home = build.page(pathFor('home', language));
    const samples = home.querySelectorAll('[data-clip]');
    expect(samples).toHaveLength(samplesOnHome);
    const notes = [...home.querySelectorAll('[data-stand-in]')].map((note) =>
      withoutPhraseBreaks(note.textContent ?? ''),
    );
    const standIn = withoutPhraseBreaks(build.text(language, (d) => d.audio.standIn));
    expect(notes).toEqual(recorded ? [] : Array.from({ length: standInNotesOnHome }, () => standIn));

    const limits = withoutPhraseBreaks(
      build.page(pathFor('accessibility', language)).querySelector('#limits')?.textContent ?? '',
    );
    const missing = (pick: Parameters<typeof build.text>[1]) => withoutPhraseBreaks(build.text(language, pick));
    expect(limits.includes(missing((d) => d.legal.accessibility.limits.noCaptions))).toBe(!recorded);
    expect(limits.includes(missing((d) => d.legal.accessibility.limits.standInVoice))).toBe(!recorded);

    // Where the films have no captions in the language, the tests' configuration gives their
    // transcripts: written into the page below each film's button (prerendered, so without
    // scripts too), and said in the statement.
    const transcribed = name === 'custom' && language !== 'en';
    const transcripts = [...home.querySelectorAll('details[data-transcript]')].map((details) => [
      details.getAttribute('data-transcript'),
      details.querySelectorAll('p').length > 0,
    ]);
    expect(transcripts).toEqual(
      transcribed
        ? [
            ['hero', true],
            ['meet', true],
          ]
        : [],
    );
    expect(limits.includes(missing((d) => d.legal.accessibility.limits.transcripts))).toBe(transcribed);
  });

  it.each(languages.map(({ code }) => code))(
    '%s: the film buttons say the film is a sample until it is set',
    (language) => {
      const sample = build.site.samples.includes('videoMeet');
      expect(sample).toBe(name === 'default');
      const buttons = [...build.page(pathFor('home', language)).querySelectorAll('main a[href*="youtube"]')].filter(
        (link) =>
          withoutPhraseBreaks(link.textContent ?? '').includes(
            withoutPhraseBreaks(build.text(language, (d) => d.meet.watchFilm)),
          ),
      );
      expect(buttons).toHaveLength(2);
      const tag = withoutPhraseBreaks(build.text(language, (d) => d.sample.tag));
      for (const button of buttons) expect(withoutPhraseBreaks(button.textContent ?? '').includes(tag)).toBe(sample);
    },
  );
});
