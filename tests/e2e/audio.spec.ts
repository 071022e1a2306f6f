import type { Page } from '@playwright/test';
import { disclosure } from './disclosure';
import { builtSite, expect, test, text } from './fixtures';

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
  test(`plays one clip at a time, announces it, and re-enables a clip when it ends (${language})`, async ({ page }) => {
    await stubPlayback(page);
    const audioRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/audio/')) audioRequests.push(request.url());
    });
    await page.goto(`/${language}`);
    const listen = (feature: 'voice' | 'health') =>
      page.getByRole('button', {
        name: text(language, (d) => d.audio.listenTo, { title: text(language, (d) => d.home.features[feature].title) }),
      });

    // Nothing plays, or even downloads, before a press.
    await page.waitForLoadState('networkidle');
    expect(await audioStates(page)).toEqual([]);
    expect(audioRequests).toEqual([]);

    await listen('voice').click();
    const playingVoice = page.locator('button[data-playing="true"]');
    await expect(playingVoice).toHaveAttribute('aria-disabled', 'true');
    await expect(playingVoice).toContainText(text(language, (d) => d.audio.playing));
    const announcement = text(language, (d) => d.audio.nowPlaying, {
      title: text(language, (d) => d.home.features.voice.title),
    });
    await expect(page.getByRole('status').filter({ hasText: announcement })).toHaveCount(1);
    let states = await audioStates(page);
    expect(states).toEqual([{ src: `/audio/${language}/voice.webm`, playing: true, currentTime: 0 }]);

    await listen('health').click();
    states = await audioStates(page);
    expect(states.map((state) => [state.src, state.playing])).toEqual([
      [`/audio/${language}/voice.webm`, false],
      [`/audio/${language}/health.webm`, true],
    ]);
    expect(states[0]?.currentTime).toBe(0);
    await expect(page.locator('button[data-playing="true"]')).toHaveCount(1);
    await expect(listen('voice')).toHaveAttribute('aria-disabled', 'false');

    await page.evaluate(() => (window as unknown as { endClip: (index: number) => void }).endClip(1));
    await expect(page.locator('button[data-playing="true"]')).toHaveCount(0);
    await expect(listen('health')).toHaveAttribute('aria-disabled', 'false');
  });
}

test('the hero greeting plays on "Meet", and Stop stops it', { tag: '@config' }, async ({ page }) => {
  await stubPlayback(page);
  await page.goto('/en');
  const meet = page.getByRole('button', { name: text('en', (d) => d.home.meetButton) });
  await meet.click();
  expect((await audioStates(page))[0]).toMatchObject({ src: '/audio/en/hero.webm', playing: true });
  const greeting = text('en', (d) => d.audio.heroTitle);
  await page.getByRole('button', { name: text('en', (d) => d.audio.stopLabel, { title: greeting }) }).click();
  expect((await audioStates(page))[0]).toMatchObject({ playing: false, currentTime: 0 });
  await expect(page.getByRole('status').filter({ hasText: 'Stopped.' })).toHaveCount(1);
  await expect(meet).toHaveAttribute('aria-disabled', 'false');
});

test('one sound at a time across the site: opening a video stops a playing sample', async ({ page }) => {
  await stubPlayback(page);
  await page.goto('/en');
  await page.getByRole('button', { name: 'Listen: Someone to talk to, every day' }).click();
  expect((await audioStates(page))[0]).toMatchObject({ src: '/audio/en/voice.webm', playing: true });
  await page.getByRole('link', { name: text('en', (d) => d.meet.cardButton) }).click();
  await expect(page.getByRole('dialog', { name: text('en', (d) => d.video.meetTitle) })).toBeVisible();
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
    await expect(page.getByRole('button', { name: text('en', (d) => d.home.meetButton) })).toHaveText(
      `Meet ${builtSite().brand}: hear it say hello`,
    );
  },
);

test('every sample can show its transcript', async ({ page }) => {
  await page.goto('/ja');
  const transcripts = disclosure(
    page.getByRole('main'),
    text('ja', (d) => d.audio.showTranscript),
  );
  await expect(transcripts.summary).toHaveCount(5);
  await expect(page.getByText(text('ja', (d) => d.audio.transcripts.health))).toBeHidden();
  await transcripts.summary.nth(3).click();
  await expect(transcripts.details.nth(3)).toHaveAttribute('open', '');
  await expect(transcripts.summary.nth(3)).toHaveAccessibleName(text('ja', (d) => d.audio.hideTranscript));
  await expect(page.getByText(text('ja', (d) => d.audio.transcripts.health))).toBeVisible();
});

test('a clip that fails to load re-enables its button and shows an error toast', async ({ page, consoleErrors }) => {
  await page.route('**/audio/**', (route) => route.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/en');
  const listen = page.getByRole('button', { name: 'Listen: Family, kept close' });
  await listen.click();
  await expect(page.getByText('This sample could not be played', { exact: true })).toBeVisible();
  await expect(listen).toHaveAttribute('aria-disabled', 'false');
  // The 404s the test asked for are logged by Chrome; nothing else may be.
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((entry) => !entry.includes('404')));
});

test('the playing icon pulses, and keeps still with reduced motion while the label says it plays', async ({ page }) => {
  await stubPlayback(page);
  await page.goto('/en');
  await page.getByRole('button', { name: 'Listen: Words of encouragement' }).click();
  const icon = page.locator('button[data-playing="true"] svg');
  expect(await icon.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await icon.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await expect(page.locator('button[data-playing="true"]')).toHaveText('Playing…');
});
