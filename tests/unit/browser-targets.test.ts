import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTargets, supportedBrowsers } from '@tools/prerender/browser-targets';

describe('the support range (package.json "browserslist") as the build target', () => {
  it('is declared in package.json and reaches back to Safari and iOS 15.4, Firefox ESR 115 and Chrome 109', () => {
    const { browserslist } = JSON.parse(readFileSync('package.json', 'utf8')) as { browserslist: string[] };
    expect(browserslist).toEqual(
      expect.arrayContaining(['safari >= 15.4', 'ios_saf >= 15.4', 'firefox >= 115', 'chrome >= 109', 'samsung >= 20']),
    );
    expect(supportedBrowsers()).toEqual(expect.arrayContaining(['safari 15.4', 'ios_saf 15.4', 'samsung 20']));
  });

  it('takes the oldest version of each engine, Samsung Internet and Android as the Chromium they run', () => {
    expect(
      buildTargets(['chrome 120', 'chrome 109', 'samsung 20', 'ios_saf 15.6-15.8', 'ios_saf 15.4', 'and_ff 160']),
    ).toEqual(['chrome106', 'firefox160', 'ios15.4']);
  });

  it('stops the build on a browser it has no engine for, rather than dropping it from the output', () => {
    expect(() => buildTargets(['op_mini all'])).toThrow(/op_mini all/);
  });

  it('is what the JavaScript and the CSS are built for', () => {
    expect(buildTargets()).toEqual(['chrome106', 'edge109', 'firefox115', 'ios15.4', 'safari15.4']);
  });
});
