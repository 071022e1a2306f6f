// @vitest-environment node
/**
 * The operator's local nginx (operator review, friction 9): without the Brotli module,
 * `npm run preview:nginx` says what to install, without a stack trace, and the lookup script it
 * names installs nothing unless asked with --install.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// An nginx whose modules folder holds no Brotli module.
const folder = mkdtempSync(join(tmpdir(), 'hazel-fake-nginx-'));
const fakeNginx = join(folder, 'nginx');
writeFileSync(fakeNginx, `#!/bin/sh\necho "configure arguments: --modules-path=${folder}/modules" >&2\n`);
chmodSync(fakeNginx, 0o755);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const run = (script: string) =>
  spawnSync(process.execPath, [script], {
    cwd: process.cwd(),
    encoding: 'utf8',
    env: { ...process.env, NGINX_PATH: fakeNginx },
  });

describe('nginx on the operator’s machine, without its Brotli module', () => {
  it('preview:nginx names the packages to install, and no stack trace', () => {
    const result = run('tools/server/nginx-local.mjs');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'sudo apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static',
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('the lookup script prints the command and installs nothing unless asked to', () => {
    const result = run('tools/browsers/find-nginx.mjs');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apt-get install -y --no-install-recommends nginx-light');
    expect(`${result.stdout}${result.stderr}`).not.toContain('$ apt-get');
  });
});
