/**
 * The two start-up scripts of every page (src/start-up/boot-script.ts, src/start-up/app-loader.ts)
 * as the text the pages carry: the boot script, which the prerender writes inline into the head,
 * and the app loader, a small file (`/assets/app-loader-
 * <hash>.js`) every page loads, deferred, at the end of the body: inline, its 1.1 KB would be part
 * of every page's first round trip. Each runs as `(function)(document)` and reads what differs
 * between pages (the storage key, the entry script) from its own tag's data attributes, so its
 * text is the same on every page and for every operator. After changing the boot script, run
 * `npm run deploy-config`: it hashes the serialised text into the hosts' Content Security Policy,
 * and the build fails while the policy would block it.
 */
import { minifySync } from 'rolldown/utils';
import { buildTargets } from './browser-targets';
import { bootBeforeFirstPaint } from '../../src/start-up/boot-script';
import { startAppAfterFirstPaint } from '../../src/start-up/app-loader';

/**
 * A function as the text of a script that runs it with the page's document, minified by the
 * bundler's own minifier: every page carries or loads it, and a page's first 14 KB arrive in the
 * first round trip.
 */
export function serialise(script: (document: Document) => void): string {
  const { code, errors } = minifySync('inline-script.js', `(${script.toString()})(document)`, {
    // No syntax newer than the support range (package.json's "browserslist").
    compress: { target: buildTargets() },
  });
  if (errors.length > 0) throw new Error(`An inline script did not minify: ${errors[0]?.message ?? ''}`);
  return code.trim();
}

/** The text of the inline script, exactly as the pages carry it and the policy hashes it. */
export const inlineScripts = {
  boot: serialise(bootBeforeFirstPaint),
} as const;

/** The app loader's text, which the prerender writes to its own file. */
export const appLoaderScript = serialise(startAppAfterFirstPaint);
