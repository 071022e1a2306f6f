// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScripts } from '@tools/prerender/inline-scripts';

const appLoaderScript = inlineScripts.appLoader;
import { startAppAfterFirstPaint } from '@/start-up/app-loader';
import { bootBeforeFirstPaint } from '@/start-up/boot-script';
import { dataAttribute, liveControl, scriptSettings, startUpAttributes, templateMarkers } from '@/start-up/contract';

const root = join(import.meta.dirname, '..', '..');
const stylesheet = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
const names = new Set<string>(Object.values(startUpAttributes));
/** The attributes of the start-up sequence, from the contract: on <html>, or on a control the loader holds. */
const startUpPattern = new RegExp(`\\b(${[...names].join('|')})\\b`, 'g');
const used = (text: string) => [...new Set([...text.matchAll(startUpPattern)].map((match) => match[0]))];
/** Every `data-*` attribute a text names. */
const anyDataAttribute = (text: string) => [...new Set(text.match(/\bdata-[a-z][a-z-]*/g) ?? [])];
/** The settings the start-up scripts read from their own tags (`dataset.<name>`), as attributes. */
const settings = new Set<string>(
  Object.values(scriptSettings).flatMap((names) => Object.values(names).map((name) => dataAttribute(name))),
);
/** The stylesheet's own attributes, which are not the start-up sequence's (the entrance of cards, the printed address). */
const stylesheetOwn = new Set(['data-reveal', 'data-reveal-step', 'data-print-address']);

describe('the start-up sequence’s names come from src/start-up/contract.ts', () => {
  it('the boot script and the app loader, which cannot import them, use only those names', () => {
    const scripts = `${inlineScripts.boot}\n${appLoaderScript}`;
    // `dataset.textSize` is `data-text-size`.
    const inScripts = [...used(scripts), ...(/dataset\.textSize/.test(scripts) ? ['data-text-size'] : [])];
    expect(anyDataAttribute(scripts).filter((name) => !names.has(name) && !settings.has(name))).toEqual([]);
    for (const name of ['data-js', 'data-needs-app', 'data-app-failed', 'data-language-pending'])
      expect(inScripts).toContain(name);
    // The loader lets a held press go when its control says it is live (start-up/use-needs-app.ts).
    expect(appLoaderScript).toMatch(new RegExp(`["'\`]${liveControl}["'\`]`));
  });

  it('the stylesheet, likewise', () => {
    const inCss = used(stylesheet);
    expect(anyDataAttribute(stylesheet).filter((name) => !names.has(name) && !stylesheetOwn.has(name))).toEqual([]);
    for (const name of ['data-js', 'data-app-failed', 'data-text-size', 'data-language-pending', 'data-scrolled'])
      expect(inCss).toContain(name);
  });

  it('the app and the build spell none of them out', () => {
    const files = [
      'src/main.tsx',
      'src/app/root.tsx',
      'tools/prerender/document.ts',
      'src/features/voice-samples/audio-sample.tsx',
    ];
    for (const file of files)
      expect(used(readFileSync(join(root, file), 'utf8').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, ''))).toEqual([]);
  });
});

describe('the prerender and the browser read one contract', () => {
  const source = (file: string) => readFileSync(join(root, file), 'utf8');
  const importsContract = (text: string) => /from '(@\/start-up|\.)\/contract'/.test(text);

  it('the prerender (tools/prerender/document.ts) and the app (main.tsx, root.tsx) import src/start-up/contract.ts', () => {
    for (const file of [
      'tools/prerender/document.ts',
      'src/main.tsx',
      'src/app/root.tsx',
      'src/start-up/use-needs-app.ts',
    ])
      expect(importsContract(source(file)), file).toBe(true);
  });

  it('each script reads only the settings the prerender writes on its tag', () => {
    const read = (script: (document: Document) => void, pattern: RegExp) =>
      [...new Set([...script.toString().matchAll(pattern)].map((match) => match[1]))].sort();
    expect(read(bootBeforeFirstPaint, /\bsettings\.(\w+)/g)).toEqual(Object.values(scriptSettings.boot).sort());
    expect(read(startAppAfterFirstPaint, /\btag\.dataset\.(\w+)/g)).toEqual(
      Object.values(scriptSettings.loader).sort(),
    );
  });

  it('the template (index.html) holds each marker the prerender fills, once', () => {
    const template = source('index.html');
    for (const marker of Object.values(templateMarkers)) expect(template.split(marker).length - 1, marker).toBe(1);
  });

  it('the prerender spells out no setting or marker itself', () => {
    const code = source('tools/prerender/document.ts').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '');
    expect(code).not.toMatch(/<!--app-|data-(key|sizes|arrival-key|language-key|languages|hold|entry|preload)\b/);
  });
});
