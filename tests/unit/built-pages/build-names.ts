/**
 * The three builds the built-page checks read, as `npm test` makes them before the unit tests:
 * the default values (`dist/`), a complete operator configuration (`dist-custom/`) and the same
 * selling only in the United States (`dist-waitlist/`).
 */
export const buildNames = ['default', 'custom', 'waitlist'] as const;
export type BuildName = (typeof buildNames)[number];

/** Each build's npm script and the folder `npm test` builds it into. */
export const builds: Record<BuildName, { script: string; folder: string }> = {
  default: { script: 'build', folder: 'dist' },
  custom: { script: 'build:custom', folder: 'dist-custom' },
  waitlist: { script: 'build:waitlist', folder: 'dist-waitlist' },
};

/** A build's folder, or why it could not be made (a message: what the global setup passes on is serialised). */
export type BuiltFolder = { dist: string } | { error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Each build's folder, from the global setup (make-builds.ts). */
    builtFolders: Record<BuildName, BuiltFolder>;
  }
}
