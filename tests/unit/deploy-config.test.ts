// @vitest-environment node
/**
 * The hosts' configuration files are generated from tools/deploy/deploy-headers.ts and must be current;
 * the policy itself allows nothing the site does not need.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cspHash } from '@tools/deploy/deploy-config.mjs';
import { headersFor, parseHeadersFile } from '@tools/server/headers-file.mjs';
import { cacheControl, contentSecurityPolicy, headerRules } from '@tools/deploy/deploy-headers';
import { inlineScripts } from '@tools/prerender/inline-scripts';
import { videoEmbedOrigin } from '@/config/video-host';
import { languages } from '@/config/languages';
import { otherCasePattern, otherCases } from '@tools/deploy/language-redirects';
import { parseRedirectsFile, redirectFor } from '@tools/server/redirects-file.mjs';

const hashes = Object.values(inlineScripts).map(cspHash);
const policy = contentSecurityPolicy(hashes);
const directive = (name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('the Content Security Policy', () => {
  it('runs scripts from the site and the two inline scripts by hash, never unsafe-inline or eval', () => {
    expect(directive('script-src')).toBe(`'self' ${hashes.map((hash) => `'${hash}'`).join(' ')}`);
    expect(policy).not.toContain('unsafe');
  });

  it('frames only the video host, is framed by no one, and allows no plugins or base changes', () => {
    expect(directive('frame-src')).toBe(videoEmbedOrigin);
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'self'");
  });
});

describe('the header rules', () => {
  const rules = headerRules(hashes);
  const everywhere = rules.find((rule) => rule.path === '/*')?.headers ?? {};

  it('send the security headers on every path', () => {
    expect(everywhere).toMatchObject({
      'Content-Security-Policy': policy,
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}/) as unknown as string,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    });
  });

  it('cache hashed assets for a year and revalidate pages, as the local server applies them', () => {
    const parsed = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
    expect(headersFor(parsed, '/assets/index-abc123.js')['Cache-Control']).toBe(cacheControl.hashedAssets);
    expect(headersFor(parsed, '/en/faq')['Cache-Control']).toBe(cacheControl.revalidate);
    expect(headersFor(parsed, '/audio/en/hero.webm')['Cache-Control']).toBe(cacheControl.media);
    expect(headersFor(parsed, '/en/faq')['Content-Security-Policy']).toBe(policy);
  });
});

describe('a language segment in another case', () => {
  const segments = languages.map(({ segment }) => segment);

  it('has every other spelling of each segment redirected in _redirects, the segment itself never', () => {
    expect(otherCases('zh-tw')).toHaveLength(15);
    expect(otherCases('en')).toEqual(['eN', 'En', 'EN']);
    const rules = parseRedirectsFile(readFileSync('public/_redirects', 'utf8'));
    for (const segment of segments) {
      for (const variant of otherCases(segment)) {
        expect(redirectFor(rules, `/${variant}`)).toEqual({ location: `/${segment}`, status: 301 });
        expect(redirectFor(rules, `/${variant}/faq`)).toEqual({ location: `/${segment}/faq`, status: 301 });
      }
      expect(redirectFor(rules, `/${segment}`)).toBeUndefined();
      expect(redirectFor(rules, `/${segment}/faq`)).toBeUndefined();
    }
  });

  it('is matched by the Vercel and nginx patterns in any case but its own', () => {
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      redirects: { source: string; destination: string }[];
    };
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    for (const segment of segments) {
      const pattern = new RegExp(`^${otherCasePattern(segment)}$`);
      for (const variant of otherCases(segment)) expect(pattern.test(variant), variant).toBe(true);
      expect(pattern.test(segment)).toBe(false);
      expect(vercel.redirects).toContainEqual(
        expect.objectContaining({
          source: `/:segment(${otherCasePattern(segment)})/:path*`,
          destination: `/${segment}/:path*`,
        }),
      );
      expect(nginx).toContain(
        `location ~ ^/${otherCasePattern(segment)}(/.*)?$ {\n    return 301 /${segment}$1$is_args$args;`,
      );
    }
  });
});

describe('the generated files', () => {
  it('are up to date: public/_headers, public/_redirects, vercel.json and deploy/nginx.conf', () => {
    const check = spawnSync(process.execPath, ['tools/deploy/deploy-config.mjs', '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 30_000);

  it('carry the same headers in every format', () => {
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as {
      cleanUrls: boolean;
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const nginx = readFileSync('deploy/nginx.conf', 'utf8');
    expect(vercel.cleanUrls).toBe(true);
    for (const rule of headerRules(hashes)) {
      const vercelRule = vercel.headers.find((entry) => entry.source === rule.path.replace(/\*$/, '(.*)'));
      for (const [name, value] of Object.entries(rule.headers)) {
        expect(vercelRule?.headers).toContainEqual({ key: name, value });
        expect(nginx).toContain(`add_header ${name} "${value}" always;`);
      }
    }
    expect(nginx).toContain('error_page 404 /404.html;');
  });
});
