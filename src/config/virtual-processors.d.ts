/** The processors read at build time (tools/operator/processors.ts). */
declare module 'virtual:processors' {
  import type { Processor } from '@shared/processors';

  /** The operator's list (VITE_PRIVACY_PROCESSORS_FILE); null while none is given. */
  const processors: readonly Processor[] | null;
  export default processors;
}
