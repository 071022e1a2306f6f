// @vitest-environment node
/**
 * The stylesheet's breakpoints that move with the text size (`nav`, `xs` and the card grids'
 * `sm-scaled` to `xl-scaled` in global.css) are
 * written out by hand, one per size, because a media query cannot read the page's text size. They
 * must agree with the sizes in config/ui.ts, which the app's own query (`desktopNavQuery`) uses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ui } from '@/config/ui';

const stylesheet = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'styles', 'global.css'), 'utf8');

/** A custom variant's min-width (rem) for each text size: the rule under `:root` without a size is `normal`. */
function breakpoints(variant: string): Record<string, number> {
  const start = stylesheet.indexOf(`@custom-variant ${variant} {`);
  if (start < 0) throw new Error(`global.css has no @custom-variant ${variant}`);
  const body = stylesheet.slice(start, stylesheet.indexOf('\n}', start));
  const found: Record<string, number> = {};
  for (const [, width, selector] of body.matchAll(/@media \(min-width: ([\d.]+)rem\) \{\s*(:root[^{]*)\{/g)) {
    const size = /:not\(/.test(selector ?? '') ? 'normal' : /data-text-size='(\w+)'/.exec(selector ?? '')?.[1];
    if (size) found[size] = Number(width);
  }
  return found;
}

describe('the text-size breakpoints in global.css', () => {
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
    for (const variant of ['nav', 'xs', 'sm-scaled', 'md-scaled', 'lg-scaled', 'xl-scaled']) {
      const widths = breakpoints(variant);
      const normal = widths.normal ?? Number.NaN;
      for (const { id, percent } of ui.textSizes)
        expect(widths[id], `${variant} at ${id}`).toBeCloseTo((normal * percent) / 100, 0);
    }
  });
});
