/**
 * The measurement in a page (issue 41), with the request stubbed: what each kind of press sends,
 * the parts the end-to-end journey does not reach (the device's share sheet, the copied address,
 * a refused form, a sample already playing), the page views of the app's own navigations, and
 * nothing at all under a privacy signal. tests/e2e/journeys/measurement.spec.ts runs it in a build.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideEveryMarket } from './market-values';
import { marketValues } from '@/config/site';
import { measurementEventPath } from '@shared/build-contract';

type Sent = { path: string; init: RequestInit; body: { name: string; url: string; props: Record<string, string> } };
let sent: Sent[] = [];

beforeEach(async () => {
  sent = [];
  vi.resetModules();
  await provideEveryMarket();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, init, body: JSON.parse(String(init.body)) as Sent['body'] });
      return new Response('ok', { status: 202 });
    }),
  );
  document.body.innerHTML = `
    <button type="button" data-clip="hero" data-playing="false">Listen</button>
    <form action="${marketValues('en').links.waitlist}" method="get"><input name="email" required pattern=".+@.+"><button type="submit">Join</button></form>
    <details><summary>Send this page</summary><a href="mailto:?subject=Look&amp;body=x">Email</a><button type="button">Copy</button></details>`;
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

async function start() {
  const { startMeasurement } = await import('@/features/measurement/start-measurement');
  startMeasurement({ service: 'plausible', site: 'shop.example' });
}

/** The names (and own properties) sent after `action`. */
async function after(action: () => void): Promise<Sent['body'][]> {
  const from = sent.length;
  action();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.slice(from).map(({ body }) => body);
}

// The signals first: the journey's listeners stay on the document once it has run.
describe('the measurement in a page', () => {
  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
  ])('sends nothing under %s', async (_, signal) => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, signal));
    await start();
    // Past the moment the page view would leave (the browser's next idle moment, here a timer).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
  });

  it('counts the page, the app’s navigations and each kind of press; never a refused form or a sample already playing', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { share: vi.fn() }));
    await start();
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [view] = sent;
    expect(view?.path).toBe(measurementEventPath);
    expect(view?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    expect(view?.body).toMatchObject({
      name: 'pageview',
      url: `${window.location.origin}/`,
      props: { language: 'en', market: 'US', page: 'home', address: 'unprefixed' },
    });

    const press = (selector: string) => () => document.querySelector<HTMLElement>(selector)?.click();
    expect(await after(press('summary'))).toMatchObject([{ name: 'Send page', props: { app: 'share sheet' } }]);
    expect(await after(press('details button'))).toMatchObject([{ name: 'Send page', props: { app: 'copy' } }]);
    expect(await after(press('[data-clip]'))).toMatchObject([{ name: 'Voice sample', props: { clip: 'hero' } }]);
    document.querySelector<HTMLElement>('[data-clip]')?.setAttribute('data-playing', 'true');
    expect(await after(press('[data-clip]'))).toEqual([]);

    const form = document.querySelector('form');
    const submit = () => form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(await after(submit)).toEqual([]);
    const field = document.querySelector('input');
    if (field) field.value = 'grandma@example.com';
    expect(await after(submit)).toMatchObject([{ name: 'Waitlist' }]);
    expect(JSON.stringify(sent)).not.toContain('grandma');

    // The text size's store as the measurement's own copy of the modules has it.
    const { setTextSize } = await import('@/lib/text-size');
    expect(await after(() => setTextSize('large'))).toMatchObject([{ name: 'Text size', props: { size: 'large' } }]);
    setTextSize('normal');

    // wouter announces a navigation as a `pushState` event; the same address twice is one page view.
    const navigate = (path: string) => () => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new Event('pushState'));
    };
    expect(await after(navigate('/ja/faq'))).toMatchObject([
      { name: 'pageview', props: { language: 'ja', market: 'JP', page: 'faq', address: 'prefixed' } },
    ]);
    expect(await after(navigate('/ja/faq'))).toEqual([]);
  });
});
