import type { Page } from '@playwright/test';
import { disclosure } from '../disclosure';
import { builtSite, expect, sampleButtonName, test, text } from '../fixtures';
import { openVideo, videoLinks, videoWindow } from '@e2e/drivers/video-window';

type StubbedAudio = { src: string; playing: boolean; currentTime: number };

/** Replaces media playback: play() resolves at once, and the test can end a clip. */
async function stubPlayback(page: Page) {
  await page.addInitScript(() => {
    const audios: HTMLMediaElement[] = [];
    const state = new WeakMap<HTMLMediaElement, boolean>();
    Object.assign(window, { audios });
    HTMLMediaElement.prototype.play = function play() {
      if (!audios.includes(this)) audios.push(this);
      state.set(this, true);
      // As a real element does once sound comes out (it also stops the stall watch).
      queueMicrotask(() => this.dispatchEvent(new Event('playing')));
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = function pause() {
      state.set(this, false);
    };
    Object.assign(window, {
      audioStates: () =>
        audios.map((audio) => ({
          src: audio.querySelector('source')?.getAttribute('src') ?? '',
          playing: state.get(audio) ?? false,
          currentTime: audio.currentTime,
        })),
      endClip: (index: number) => {
        const audio = audios[index];
        if (!audio) return;
        state.set(audio, false);
        audio.dispatchEvent(new Event('ended'));
      },
    });
  });
}

const audioStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { audioStates: () => StubbedAudio[] }).audioStates());

for (const language of ['en', 'ja'] as const) {
  test(`plays one clip at a time, announces it, and turns back to Listen when it ends (${language})`, async ({
    page,
  }) => {
    await stubPlayback(page);
    const audioRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/audio/')) audioRequests.push(request.url());
    });
    await page.goto(`/${language}`);
    const title = (feature: 'voice' | 'health') => text(language, (d) => d.home.features[feature].title);
    const sample = (feature: 'voice' | 'health') => page.locator(`button[data-clip="${feature}"]`);
    const listening = (feature: 'voice' | 'health') =>
      sampleButtonName(
        language,
        feature,
        text(language, (d) => d.audio.listen),
        title(feature),
      );
    const stopping = (feature: 'voice' | 'health') =>
      sampleButtonName(
        language,
        feature,
        text(language, (d) => d.audio.stop),
        title(feature),
      );

    // Nothing plays, or even downloads, before a press.
    await page.waitForLoadState('networkidle');
    expect(await audioStates(page)).toEqual([]);
    expect(audioRequests).toEqual([]);
    await expect(sample('voice')).toHaveAccessibleName(listening('voice'));

    await sample('voice').click();
    await expect(sample('voice')).toHaveAttribute('data-playing', 'true');
    await expect(sample('voice')).toHaveAccessibleName(stopping('voice'));
    const announcement = text(language, (d) => d.audio.nowPlaying, { title: title('voice') });
    await expect(page.getByRole('status').filter({ hasText: announcement })).toHaveCount(1);
    let states = await audioStates(page);
    expect(states).toEqual([{ src: `/audio/${language}/voice.webm`, playing: true, currentTime: 0 }]);

    await sample('health').click();
    states = await audioStates(page);
    expect(states.map((state) => [state.src, state.playing])).toEqual([
      [`/audio/${language}/voice.webm`, false],
      [`/audio/${language}/health.webm`, true],
    ]);
    expect(states[0]?.currentTime).toBe(0);
    await expect(page.locator('button[data-playing="true"]')).toHaveCount(1);
    await expect(sample('voice')).toHaveAccessibleName(listening('voice'));

    await page.evaluate(() => (window as unknown as { endClip: (index: number) => void }).endClip(1));
    await expect(page.locator('button[data-playing="true"]')).toHaveCount(0);
    await expect(sample('health')).toHaveAccessibleName(listening('health'));
  });
}

test(
  'the hero greeting plays on "Meet"; the same button, at full contrast and the same size, reads Stop and stops it',
  { tag: '@config' },
  async ({ page }) => {
    await stubPlayback(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    const meet = page.locator('button[data-clip="hero"]');
    await expect(meet).toHaveAccessibleName(
      sampleButtonName(
        'en',
        'hero',
        text('en', (d) => d.home.meetButton),
      ),
    );
    const before = await meet.boundingBox();
    await meet.click();
    expect((await audioStates(page))[0]).toMatchObject({ src: '/audio/en/hero.webm', playing: true });
    const greeting = text('en', (d) => d.audio.heroTitle);
    await expect(meet).toHaveAccessibleName(
      sampleButtonName(
        'en',
        'hero',
        text('en', (d) => d.audio.stop),
        greeting,
      ),
    );
    // What shows: the Stop face (the Listen face keeps its room, invisible), not faded, not moved.
    const shown = meet.locator(':scope > span > span:not(.invisible)');
    await expect(shown).toHaveText(
      `${text('en', (d) => d.audio.stop)} ${text('en', (d) => d.audio.length, { seconds: '13' })}`,
    );
    expect(await meet.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    expect(await meet.boundingBox()).toEqual(before);
    await meet.click();
    expect((await audioStates(page))[0]).toMatchObject({ playing: false, currentTime: 0 });
    await expect(page.getByRole('status').filter({ hasText: 'Stopped.' })).toHaveCount(1);
    await expect(meet).toHaveAttribute('data-playing', 'false');
    await expect(shown).toHaveText(
      `${text('en', (d) => d.home.meetButton)} ${text('en', (d) => d.audio.length, { seconds: '13' })}`,
    );
  },
);

test.describe('a press on a sample in the features section, which hydrates after the page', () => {
  // This test waits for the page's hydration only, not the section's.
  test.use({ waitForHydration: false });

  test('plays once the section’s code is in', async ({ page }) => {
    await stubPlayback(page);
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/features-*.js', async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    const sample = page.locator('button[data-clip="voice"]');
    await expect(sample).toHaveAttribute('data-needs-app', '');
    await sample.click();
    expect(await audioStates(page)).toEqual([]);
    release();
    await expect(sample).toHaveAttribute('data-playing', 'true');
    expect((await audioStates(page))[0]).toMatchObject({ src: '/audio/en/voice.webm', playing: true });
  });
});

test('one sound at a time across the site: opening a video stops a playing sample', async ({ page }) => {
  await stubPlayback(page);
  await page.goto('/en');
  await page.locator('button[data-clip="voice"]').click();
  expect((await audioStates(page))[0]).toMatchObject({ src: '/audio/en/voice.webm', playing: true });
  await openVideo(videoLinks(page, 'en').featuresCard, videoWindow(page, 'en', 'meet'));
  expect((await audioStates(page))[0]).toMatchObject({ playing: false, currentTime: 0 });
  await page.keyboard.press('Escape');
  await expect(page.locator('button[data-playing="true"]')).toHaveCount(0);
});

test(
  'the hero’s greeting button says it is meeting the brand, and that it plays a greeting',
  {
    tag: '@config',
  },
  async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('button[data-clip="hero"] > span > span:not(.invisible)')).toHaveText(
      new RegExp(`^Meet ${builtSite().brand}: hear it say hello \\d+ seconds$`),
    );
  },
);

test('every sample can show its transcript, each toggle named for its sample', async ({ page }) => {
  await page.goto('/ja');
  const transcripts = disclosure(
    page.getByRole('main'),
    text('ja', (d) => d.audio.showTranscript),
  );
  await expect(transcripts.summary).toHaveCount(5);
  // In a screen reader's list of buttons, five "文字で読む" could not be told apart (review turn 6, #9).
  const names = await Promise.all(
    [0, 1, 2, 3, 4].map((index) =>
      transcripts.summary.nth(index).evaluate((summary) => summary.textContent?.replace(/[\u200b\u2060]/g, '') ?? ''),
    ),
  );
  expect(new Set(names).size).toBe(5);
  const plain = (value: string) => value.replace(/[\u200b\u2060]/g, '');
  await expect(page.getByText(text('ja', (d) => d.audio.transcripts.health))).toBeHidden();
  await transcripts.summary.nth(3).click();
  await expect(transcripts.details.nth(3)).toHaveAttribute('open', '');
  // Its name: what it shows, then which sample (the phrase breaks and word joiners aside).
  const loose = (value: string) =>
    [...plain(value)].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[\\u200b\\u2060]?');
  await expect(transcripts.summary.nth(3)).toHaveAccessibleName(
    new RegExp(
      `^${loose(text('ja', (d) => d.audio.hideTranscript))}\\s*${loose(text('ja', (d) => d.audio.transcriptOf, { title: text('ja', (d) => d.home.features.health.title) }))}$`,
    ),
  );
  await expect(page.getByText(text('ja', (d) => d.audio.transcripts.health))).toBeVisible();
});

test('a clip that fails to load re-enables its button and shows an error toast', async ({ page, consoleErrors }) => {
  await page.route('**/audio/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/en');
  const listen = page.locator('button[data-clip="family"]');
  await listen.click();
  await expect(page.getByText('This sample could not be played', { exact: true })).toBeVisible();
  await expect(listen).toHaveAccessibleName(sampleButtonName('en', 'family', 'Listen', 'Family, kept close'));
  // The 404s the test asked for are logged by Chrome; nothing else may be.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !entry.includes('404')));
});
