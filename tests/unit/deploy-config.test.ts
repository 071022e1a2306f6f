// @vitest-environment node
/**
 * The hosts' configuration files are generated from tools/deploy/deploy-headers.ts and must be current;
 * the policy itself allows nothing the site does not need.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { cspHash, deployFiles } from '@tools/deploy/deploy-config.mjs';
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

describe('with a collector for the measurement counts (VITE_ANALYTICS_ENDPOINT)', () => {
  const endpoint = 'https://plausible.io/api/event';

  it('every host forwards /api/event to it; without one, none does', async () => {
    const files = await deployFiles({ endpoint });
    expect(files['public/_redirects']).toContain('\n/api/event https://plausible.io/api/event 200\n');
    expect(JSON.parse(files['vercel.json'] ?? '').rewrites).toEqual([{ source: '/api/event', destination: endpoint }]);
    expect(files['deploy/nginx.conf']).toContain(
      `location = /api/event {\n    limit_except POST { deny all; }\n    proxy_pass ${endpoint};`,
    );
    const plain = await deployFiles();
    expect(plain['functions/api/event.js']).toBeNull();
    for (const file of ['public/_redirects', 'vercel.json', 'deploy/nginx.conf'])
      expect(plain[file]).not.toContain('/api/event');
    // The local server (npm run preview) leaves a proxy rule to the host that has one.
    expect(
      parseRedirectsFile(files['public/_redirects'] ?? '').some(({ destination }) => destination === endpoint),
    ).toBe(false);
  });

  it('Cloudflare Pages’ function passes the count on with the visitor’s address and browser, without a cookie', async () => {
    const { 'functions/api/event.js': source } = await deployFiles({ endpoint });
    const folder = mkdtempSync(join(tmpdir(), 'hazel-pages-function-'));
    const file = join(folder, 'event.mjs');
    writeFileSync(file, source ?? '');
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response('ok', { status: 202 });
    });
    try {
      const { onRequestPost } = (await import(pathToFileURL(file).href)) as {
        onRequestPost: (context: { request: Request }) => Promise<Response>;
      };
      const request = new Request('https://aria.example.org/api/event', {
        method: 'POST',
        body: '{"name":"pageview"}',
        headers: { 'User-Agent': 'Safari', 'CF-Connecting-IP': '203.0.113.7', Cookie: 'a=1' },
      });
      expect((await onRequestPost({ request })).status).toBe(202);
      expect(sent).toEqual([
        {
          url: endpoint,
          init: {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'User-Agent': 'Safari', 'X-Forwarded-For': '203.0.113.7' },
            body: '{"name":"pageview"}',
          },
        },
      ]);
    } finally {
      vi.unstubAllGlobals();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
