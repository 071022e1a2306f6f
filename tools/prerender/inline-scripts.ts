/**
 * The two start-up scripts of every page (src/start-up/boot-script.ts, src/start-up/app-loader.ts)
 * as the text the pages carry, both inline: the boot script in the head, the app loader as the
 * last element of the body (it runs once the page is parsed and the stylesheet is in). As a file
 * of its own the loader was one more request before the first paint, which Lighthouse's model
 * counts against the largest paint (docs/speed.md); inline it adds its bytes at the end of every
 * page, after the first screen. Each runs as `(function)(document)` and reads what differs
 * between pages (the storage key, the entry script) from its own tag's data attributes, so its
 * text is the same on every page and for every operator. After changing either, run
 * `npm run deploy-config`: it hashes the serialised text into the hosts' Content Security Policy,
 * and the build fails while the policy would block it.
 */
import { minifySync } from 'rolldown/utils';
import { buildTargets } from './browser-targets';
import { bootBeforeFirstPaint } from '../../src/start-up/boot-script';
import { startAppAfterFirstPaint } from '../../src/start-up/app-loader';

/**
 * A function as the text of a script that runs it with the page's document, minified by the
 * bundler's own minifier: every page carries or loads it, and only a page's first 14,600 B (TCP's
 * first flight) arrive in the first round trip.
 */
export function serialise(script: (document: Document) => void): string {
  const { code, errors } = minifySync('inline-script.js', `(${script.toString()})(document)`, {
    // No syntax newer than the support range (package.json's "browserslist").
    compress: { target: buildTargets() },
  });
  if (errors.length > 0) throw new Error(`An inline script did not minify: ${errors[0]?.message ?? ''}`);
  return code.trim();
}

/** The text of the inline scripts, exactly as the pages carry them and the policy hashes them. */
export const inlineScripts = {
  boot: serialise(bootBeforeFirstPaint),
  appLoader: serialise(startAppAfterFirstPaint),
} as const;
