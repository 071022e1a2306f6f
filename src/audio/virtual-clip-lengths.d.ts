/** The voice clips' lengths, read from the recordings at build time (tools/media/clip-lengths.ts). */
declare module 'virtual:clip-lengths' {
  import type { ClipKey } from '@/content/media';

  /** Whole seconds, by language segment (`en`, `zh-tw`) and clip. */
  const clipLengths: Record<string, Record<ClipKey, number>>;
  export default clipLengths;
}
