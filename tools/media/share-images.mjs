// Renders one 1200x630 JPEG share card per language: the translated headline and tagline
// beside a crop of the morning hero scene. Text is set with Debian's Noto CJK fonts
// (fonts-noto-cjk) through fontconfig, so Japanese, Korean and Chinese glyphs are right.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { rasterise } from './images.mjs';
import { artDir, importProjectModule, loadDictionaries, plainText, publicDir } from './project.mjs';

const fonts = {
  en: { serif: 'Noto Serif CJK JP', sans: 'Noto Sans CJK JP' },
  ja: { serif: 'Noto Serif CJK JP', sans: 'Noto Sans CJK JP' },
  ko: { serif: 'Noto Serif CJK KR', sans: 'Noto Sans CJK KR' },
  'zh-TW': { serif: 'Noto Serif CJK TC', sans: 'Noto Sans CJK TC' },
  it: { serif: 'Noto Serif CJK JP', sans: 'Noto Sans CJK JP' },
};

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Rough advance width in em: full-width characters 1em, Latin about half. */
function widthInEm(text) {
  let em = 0;
  for (const char of text)
    em += /[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char) ? 1 : char === ' ' ? 0.28 : 0.55;
  return em;
}

/** Greedy line breaking on word segments; closing punctuation never starts a line. */
export function wrapText(text, locale, maxEm) {
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)].map((part) => part.segment);
  // Japanese honorific prefixes (ご家族, お薬) stay with the word they honour.
  const segments = words.reduce((merged, word) => {
    if (/^[ごお]$/.test(merged.at(-1) ?? '')) merged[merged.length - 1] += word;
    else merged.push(word);
    return merged;
  }, []);
  const lines = [''];
  for (const segment of segments) {
    const line = lines.at(-1);
    const fits = widthInEm(line + segment) <= maxEm;
    const isClosing = /^[\s、。，．,.!?！？：:;；」』）)]+$/.test(segment);
    if (fits || isClosing || line === '') lines[lines.length - 1] = line + segment;
    else lines.push(segment.trimStart());
  }
  return lines.map((line) => line.trimEnd());
}

function cardSvg({ language, headline, tagline, brand }) {
  const font = fonts[language];
  const headlineSize = 60;
  const headlineLines = wrapText(headline, language, 8.6);
  const taglineLines = wrapText(tagline, language, 19);
  const headlineTop = 250 - (headlineLines.length - 2) * 34;
  const headlineSvg = headlineLines
    .map((line, index) => `<tspan x="64" y="${headlineTop + index * headlineSize * 1.18}">${escapeXml(line)}</tspan>`)
    .join('');
  const taglineTop = headlineTop + headlineLines.length * headlineSize * 1.18 + 24;
  const taglineSvg = taglineLines
    .map((line, index) => `<tspan x="64" y="${taglineTop + index * 38}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="fade" x1="0" x2="1" y1="0" y2="0">
      <stop offset="0" stop-color="#FBF7F1"/><stop offset="0.5" stop-color="#FBF7F1"/><stop offset="0.62" stop-color="#FBF7F1" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#fade)"/>
  <g transform="translate(64 56)">
    <rect width="56" height="56" rx="12" fill="#7A4A14"/>
    <path d="M17.5 14v28M38.5 14v28M17.5 28h21" stroke="#FBF7F1" stroke-width="6" stroke-linecap="round"/>
    <text x="72" y="41" font-family="${font.serif}" font-weight="700" font-size="40" fill="#1F1A14">${escapeXml(brand)}</text>
  </g>
  <text font-family="${font.serif}" font-weight="700" font-size="${headlineSize}" fill="#1F1A14">${headlineSvg}</text>
  <text font-family="${font.sans}" font-size="28" fill="#4A4036">${taglineSvg}</text>
</svg>`;
}

export async function renderShareImages() {
  const { heroImages, shareImageUrl } = await importProjectModule('src/content/media.ts');
  const { defaultValue } = await importProjectModule('tools/operator/variables.ts');
  const brand = defaultValue('VITE_BRAND');
  const dictionaries = await loadDictionaries();
  const hero = heroImages[0];
  const scene = await rasterise(await readFile(`${artDir}${hero.source}`), hero.width, 1120)
    .extract({ left: 400, top: 0, width: 720, height: 630 })
    .png()
    .toBuffer();
  const written = [];
  for (const { language, dictionary } of Object.values(dictionaries)) {
    const svg = cardSvg({
      language: language.code,
      headline: plainText(dictionary.home.headline, brand),
      tagline: plainText(dictionary.home.tagline, brand),
      brand,
    });
    const file = `${publicDir}${shareImageUrl(language.segment).slice(1)}`;
    await mkdir(file.slice(0, file.lastIndexOf('/')), { recursive: true });
    const card = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#FBF7F1' } })
      .composite([
        { input: scene, left: 480, top: 0 },
        { input: Buffer.from(svg), left: 0, top: 0 },
      ])
      .jpeg({ quality: 84, mozjpeg: true })
      .toBuffer();
    await writeFile(file, card);
    written.push(file);
  }
  return written;
}
