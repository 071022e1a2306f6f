// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDataFile, kindOfFile } from '@tools/operator/check-data-file';

const folder = mkdtempSync(join(tmpdir(), 'hazel-data-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

describe('npm run check-data: a data file checked before it is uploaded (issue 53, point 5)', () => {
  it('passes a valid supporters file and says what the page will show, a full Pilot tier too', () => {
    const path = file('supporters.json', JSON.stringify({ pilotBackers: 100, supporters: [] }));
    const { ok, text } = checkDataFile(path);
    expect(ok).toBe(true);
    expect(text).toContain(
      'as supporters: valid, 0 supporters named (0 marked as samples), 100 of 100 Pilot places taken',
    );
    expect(text).toContain('the Pilot tier shows as full');
  });

  it('names every problem of a broken one at once: the site would not use it', () => {
    const path = file('supporters.json', JSON.stringify({ pilotBackers: 'many', supporters: [{ name: '' }] }));
    const { ok, text } = checkDataFile(path);
    expect(ok).toBe(false);
    expect(text).toContain('not valid; the site would not use it');
    expect(text).toContain('at pilotBackers');
    expect(text).toContain('at supporters[0].name');
  });

  it('says a file that is not JSON is not, and asks which data a file of another name is', () => {
    expect(checkDataFile(file('supporters.json', '{"pilotBackers": 3,')).text).toContain('is not JSON');
    expect(kindOfFile('/x/new-testimonials.json')).toBe('testimonials');
    expect(checkDataFile(file('list.json', '[]')).text).toContain('which data is it? Name it with --kind');
    expect(checkDataFile(file('list.json', '[]'), 'processors').text).toContain('as processors: not valid');
  });

  it('checks the testimonials as the build reads them', () => {
    expect(checkDataFile('tests/e2e/custom-testimonials.json')).toMatchObject({ ok: true });
  });
});
