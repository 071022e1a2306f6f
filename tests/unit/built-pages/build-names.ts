/**
 * The builds the built-page checks read, as `npm test` makes them before the unit tests
 * (tools/checks/test-builds.mjs): the default values (`dist/`), a complete operator configuration
 * (`dist-custom/`), the same selling only in the United States (`dist-waitlist/`), both through the
 * release path, and the complete configuration built again without it (`plain`).
 */
import { testBuilds, type TestBuild } from '@tools/checks/test-builds.mjs';

export const buildNames = testBuilds.map(({ name }) => name);
export type BuildName = TestBuild['name'];

/** Each build, by name. */
export const builds = Object.fromEntries(testBuilds.map((build) => [build.name, build])) as Record<
  BuildName,
  TestBuild
>;

/** A build's folder, or why it could not be made (a message: what the global setup passes on is serialised). */
export type BuiltFolder = { dist: string } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each build's folder, from the global setup (make-builds.ts). */
    builtFolders: Record<BuildName, BuiltFolder>;
  }
}
