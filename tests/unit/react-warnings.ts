/**
 * React's development warnings, caught while the unit tests run: a test that makes React warn
 * (a list without keys, an update outside act(), a hydration mismatch, an unknown DOM property)
 * fails, naming the warning. A test that expects a console error spies on console.error itself,
 * which replaces this watcher for that test.
 */
import { format } from 'node:util';

/** What React's development build writes to the console when it warns. */
export const reactWarningPatterns: readonly RegExp[] = [
  /react\.dev\/(link|errors)\//,
  /unique "key" prop/,
  /not wrapped in act\(/,
  /Cannot update a component .* while rendering/,
  /React does not recognize the `.*` prop/,
  /Invalid (DOM property|ARIA attribute|value for prop)/,
  /for a non-boolean attribute/,
  /In HTML, .* cannot (be a (child|descendant)|contain)/,
  /^Warning: /,
];

export function isReactWarning(text: string): boolean {
  return reactWarningPatterns.some((pattern) => pattern.test(text));
}

const caught: string[] = [];

/** Starts watching console.error and console.warn; call once, from the setup file. */
export function watchReactWarnings(): void {
  for (const method of ['error', 'warn'] as const) {
    const original = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const text = format(...args);
      if (isReactWarning(text)) caught.push(text);
      original(...args);
    };
  }
}

/** Throws if React warned since the last call (from an afterEach), with the first warning. */
export function failOnReactWarnings(): void {
  if (caught.length === 0) return;
  const [first] = caught.splice(0);
  throw new Error(`React warned during this test:\n${first}`);
}
