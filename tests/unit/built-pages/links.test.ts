// @vitest-environment node
/**
 * The links of every prerendered page (the unprefixed ones and the 404 included), in the default
 * build and with the operator's values: a link that leaves the site opens a new tab and gives it
 * no handle on this one; phone, mail and chat links are well formed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderTargets } from '@tools/prerender/prerender-targets';
import { builtFolder, type BuildName } from './builds';

const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]);
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

describe.each<BuildName>(['default', 'custom'])('links on every prerendered page (%s build)', (build) => {
  it('every link that leaves the site opens a new tab with rel="noopener noreferrer"', () => {
    const dist = builtFolder(build);
    for (const target of prerenderTargets()) {
      const html = readFileSync(join(dist, target.file), 'utf8');
      for (const tag of anchors(html)) {
        const href = attribute(tag, 'href') ?? '';
        if (/^https?:\/\//.test(href)) {
          expect({ page: target.path, href, target: attribute(tag, 'target') }).toMatchObject({ target: '_blank' });
        }
        if (attribute(tag, 'target') === '_blank') {
          expect({ page: target.path, href, rel: attribute(tag, 'rel') }).toMatchObject({ rel: 'noopener noreferrer' });
        }
        if (href.startsWith('tel:')) expect(href).toMatch(/^tel:\+\d{7,15}$/);
        // A contact (an address, a number, an account) or "Send this page to family" (a message, no recipient).
        if (href.startsWith('mailto:'))
          expect(href).toMatch(/^mailto:([^\s@?]+@[^\s@]+\.[^\s@]+|\?subject=[^\s]+&amp;body=[^\s]+)$/);
        if (href.includes('wa.me')) expect(href).toMatch(/^https:\/\/wa\.me\/(\d{7,15}|\?text=[^\s]+)$/);
        if (href.includes('line.me'))
          expect(href).toMatch(/^https:\/\/line\.me\/R\/(ti\/p\/@[\w.-]+|share\?text=[^\s]+)$/);
        if (href.startsWith('sms:')) expect(href).toMatch(/^sms:\?&amp;body=[^\s]+$/);
        if (href.includes('kakao.com')) expect(href).toMatch(/^https:\/\/pf\.kakao\.com\/_\w+\/chat$/);
      }
    }
  });

  it('"$349" appears nowhere on the site, in any language', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.(html|js)$/.test(name) ? [path] : [];
      });
    const offenders = files(builtFolder(build)).filter((file) =>
      /\$\s?349|349\s?(USD|\$)|US\$349/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
