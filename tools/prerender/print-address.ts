import QRCode from 'qrcode';
import { escapeHtml } from './html';

/**
 * What a printed page ends with (the pages families pass on, `src/content/passed-on-pages.ts`): a QR code of its canonical address, made here at build time as
 * inline SVG (the `qrcode` package), and the address written beside it. Outside the app's root, so
 * the browser bundle never carries the library; the stylesheet shows it on paper only
 * (`.print-code`, at 2.5 cm), and the app hides it after a navigation to another page
 * (`data-for-path` is the route the HTML was made for).
 */
export async function printAddressHtml({ url, path, label }: { url: string; path: string; label: string }) {
  // Medium error correction: a printed code still scans with a crease or a smudge.
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  const size = /viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1];
  const modules = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !modules) throw new Error(`The QR code of ${url} did not come out as expected.`);
  return (
    `<aside class="print-code" data-for-path="${escapeHtml(path)}">` +
    `<svg viewBox="0 0 ${size} ${size}" aria-hidden="true"><path stroke="#000" d="${modules}"/></svg>` +
    `<p>${escapeHtml(label)} <span>${escapeHtml(url)}</span></p></aside>`
  );
}
