import { readOperatorValues } from './operator-values';

/**
 * The site's brand, contact points and external targets, resolved at build time. Outside Vite
 * (the end-to-end tests import copy helpers in Node) there is no import.meta.env: defaults apply.
 */
export const site = readOperatorValues(import.meta.env ?? {});
