import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The WCAG 2.2 AA rule set, A and AA of every version. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; nodes: number; example: string };

/**
 * axe-core's violations on the page as it is now. axe is put into the page once per document and
 * run in it directly, asking for violations only: several times faster than a wrapper that
 * injects it into every frame on every check. The video player's frame is YouTube's, not ours.
 * `within` (a CSS selector) checks only that part, for a state that changed nothing else.
 */
export async function axeViolations(page: Page, within?: string): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, within }) => {
      const { axe } = window as unknown as {
        axe: {
          run: (
            context: unknown,
            options: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      };
      const results = await axe.run(
        { include: within ? [[within]] : [['html']], exclude: [['iframe']] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.length,
        example: violation.nodes[0]?.target.join(' ') ?? '',
      }));
    },
    { tags: wcagTags, within },
  );
}
