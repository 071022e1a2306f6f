/// <reference types="vite/client" />

/** The year of the build, so the prerendered copyright line matches the first client render. */
declare const __BUILD_YEAR__: number;
