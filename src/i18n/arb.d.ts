/** A language's copy file, as tools/translations/messages-plugin.ts loads it: the nested dictionary. */
declare module '*.arb' {
  import type { Dictionary } from '@/i18n/dictionary';

  const messages: Dictionary;
  export default messages;
}
