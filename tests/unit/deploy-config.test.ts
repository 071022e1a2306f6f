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
import { configuredForwarding, cspHash, deployFiles } from '@tools/deploy/deploy-config.mjs';
import { headersFor, parseHeadersFile } from '@tools/server/headers-file.mjs';
import { cacheControl, contentSecurityPolicy, headerRules } from '@tools/deploy/deploy-headers';
import { inlineScripts } from '@tools/prerender/inline-scripts';
import { videoEmbedOrigin } from '@/config/video-host';
import { languages } from '@/config/languages';
import { otherCasePattern, otherCases } from '@tools/deploy/language-redirects';
import { parseRedirectsFile, redirectFor } from '@tools/server/redirects-file.mjs';

const hashes = Object.values(inlineScripts).map(cspHash);
const forms = ['https://forms.hazel.example'];
const policy = contentSecurityPolicy(hashes, forms);
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

  it('lets forms go only to the operator’s hosted forms, never to any HTTPS address (security review L5)', () => {
    expect(directive('form-action')).toBe("'self' https://forms.hazel.example");
    expect(
      contentSecurityPolicy(hashes, ['https://forms.aria.example.org', 'https://waitlist.aria.example.org']),
    ).toContain("form-action 'self' https://forms.aria.example.org https://waitlist.aria.example.org");
  });

  it('frames only the video host, is framed by no one, and allows no plugins or base changes', () => {
    expect(directive('frame-src')).toBe(videoEmbedOrigin);
    expect(directive('frame-ancestors')).toBe("'none'");
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'self'");
  });
});

describe('the header rules', () => {
  const rules = headerRules(hashes, forms);
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
    for (const rule of headerRules(hashes, forms)) {
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
  const measured = { service: 'plausible' as const, site: 'aria.example.org' };

  const functions = {
    'functions/api/event.js': {
      call: (module: Record<string, unknown>, request: Request) =>
        (module.onRequestPost as (context: { request: Request }) => Promise<Response>)({ request }),
      address: { 'CF-Connecting-IP': '203.0.113.7' },
    },
    'netlify/edge-functions/event.js': {
      call: (module: Record<string, unknown>, request: Request) =>
        (module.default as (request: Request, context: { ip: string }) => Promise<Response>)(request, {
          ip: '203.0.113.7',
        }),
      address: {},
    },
    'api/event.js': {
      call: (module: Record<string, unknown>, request: Request) =>
        (module.default as (request: Request) => Promise<Response>)(request),
      address: { 'X-Real-IP': '203.0.113.7' },
    },
  } as const;

  it('every host forwards /api/event to it, nginx itself and the others through a function; without one, none does', async () => {
    const files = await deployFiles({ endpoint, measured });
    for (const file of Object.keys(functions)) expect(files[file as keyof typeof functions], file).toContain(endpoint);
    // nginx looks the collector up at each count and checks its certificate (tests/e2e/hosting/deploy-nginx.spec.ts runs it).
    expect(files['deploy/nginx.conf']).toContain(
      `location = /api/event {\n    limit_except POST { deny all; }\n    limit_req zone=measurement burst=20 nodelay;\n    client_max_body_size 4096;\n    resolver 127.0.0.53 valid=300s;\n    resolver_timeout 5s;\n    set $collector_host "plausible.io";\n    proxy_pass https://$collector_host/api/event;\n    proxy_ssl_server_name on;\n    proxy_ssl_name plausible.io;\n    proxy_ssl_verify on;`,
    );
    // No host proxies the visitor's request as it is: a proxy passes on every header they wrote.
    expect(files['public/_redirects']).not.toContain('/api/event');
    expect(files['vercel.json']).not.toContain('/api/event');
    const plain = await deployFiles();
    for (const file of Object.keys(functions)) expect(plain[file]).toBeNull();
    for (const file of ['public/_redirects', 'vercel.json', 'deploy/nginx.conf'])
      expect(plain[file]).not.toContain('/api/event');
  });

  it.each(Object.keys(functions))(
    '%s passes on only this site’s count, with the address the host saw and the browser, and answers with its status alone',
    async (file) => {
      const host = functions[file as keyof typeof functions];
      const source = (await deployFiles({ endpoint, measured }))[file];
      const folder = mkdtempSync(join(tmpdir(), 'hazel-event-function-'));
      const module = join(folder, 'event.mjs');
      writeFileSync(module, source ?? '');
      const sent: { url: string; init: RequestInit }[] = [];
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response('ok', { status: 202, headers: { 'Set-Cookie': 'collector=1', 'X-Collector': 'x' } });
      });
      try {
        const loaded = (await import(pathToFileURL(module).href)) as Record<string, unknown>;
        const post = (body: string, headers: Record<string, string> = {}) =>
          host.call(loaded, new Request('https://aria.example.org/api/event', { method: 'POST', body, headers }));
        const count = JSON.stringify({ name: 'pageview', domain: measured.site });
        const answer = await post(count, {
          ...host.address,
          'User-Agent': 'Safari',
          'X-Forwarded-For': '198.51.100.9',
          'X-Plausible-IP': '198.51.100.9',
          Authorization: 'Bearer token',
          Cookie: 'a=1',
        });
        expect(answer.status).toBe(202);
        expect([...answer.headers.keys()]).toEqual([]);
        expect(sent).toEqual([
          {
            url: endpoint,
            init: {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', 'User-Agent': 'Safari', 'X-Forwarded-For': '203.0.113.7' },
              body: count,
            },
          },
        ]);
        // Not a relay: a count for another site, something that is not a count, or a flood goes nowhere.
        expect((await post(JSON.stringify({ name: 'pageview', domain: 'other.example' }))).status).toBe(400);
        expect((await post('not json')).status).toBe(400);
        expect((await post(JSON.stringify({ domain: measured.site, pad: 'x'.repeat(5_000) }))).status).toBe(413);
        expect(sent).toHaveLength(1);
      } finally {
        vi.unstubAllGlobals();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

  it('refuses a collector address with a tab in it, which would split the host files’ lines (security review L8)', async () => {
    const names = { VITE_ANALYTICS: 'plausible', VITE_ANALYTICS_SITE: 'aria.example.org' };
    const set = { ...names, VITE_ANALYTICS_ENDPOINT: 'https://plausible.example.com/api/ev\tent' };
    for (const [name, value] of Object.entries(set)) vi.stubEnv(name, value);
    try {
      await expect(configuredForwarding()).rejects.toThrow(/a space, a tab, a line break or an invisible character/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
