// @vitest-environment node
/**
 * The stylesheet's breakpoints that move with the text size (`nav`, `xs`, the card grids' `sm-scaled`
 * to `xl-scaled`) are made by the plugin in tailwind.config.ts from config/ui.ts: the full header
 * nav must start where the app's own query says (`desktopNavQuery`), and every variant must grow
 * with the text size, since a media query cannot read the page's text size.
 */
import { describe, expect, it } from 'vitest';
import { ui } from '@/config/ui';
// The Tailwind config sits at the repository's root, where no alias reaches.
// eslint-disable-next-line no-restricted-imports
import { textSizeBreakpoints, textSizeVariant } from '../../tailwind.config';

/** A variant's min-width (rem) for each text size, read from the rules the plugin makes. */
function breakpoints(variant: string): Record<string, number> {
  const width = textSizeBreakpoints[variant];
  if (!width) throw new Error(`tailwind.config.ts has no ${variant} variant`);
  const found: Record<string, number> = {};
  for (const [media, rules] of Object.entries(textSizeVariant(width))) {
    const [selector = ''] = Object.keys(rules);
    const size = /:not\(/.test(selector) ? 'normal' : /data-text-size='(\w+)'/.exec(selector)?.[1];
    if (size) found[size] = Number(/min-width: ([\d.]+)rem/.exec(media)?.[1]);
  }
  return found;
}

describe('the text-size breakpoints', () => {
  it('the full navigation (`nav`) starts at config/ui.ts’s width for each size', () => {
    expect(breakpoints('nav')).toEqual(
      Object.fromEntries(ui.textSizes.map(({ id, desktopNavMinRem }) => [id, desktopNavMinRem])),
    );
  });

  it('the card grids’ sm, md, lg and xl start where Tailwind’s do at the normal size', () => {
    const tailwind = { sm: 40, md: 48, lg: 64, xl: 80 };
    for (const [name, rem] of Object.entries(tailwind)) expect(breakpoints(`${name}-scaled`).normal, name).toBe(rem);
  });

  it('each variant’s widths grow with the text size (the normal width times the size’s percentage)', () => {
    for (const variant of Object.keys(textSizeBreakpoints)) {
      const widths = breakpoints(variant);
      const normal = widths.normal ?? Number.NaN;
      for (const { id, percent } of ui.textSizes)
        expect(widths[id], `${variant} at ${id}`).toBeCloseTo((normal * percent) / 100, 0);
    }
  });
});
