import { readOperatorValues } from './operator-values';

/** The site's brand, contact points and external targets, resolved at build time. */
export const site = readOperatorValues(import.meta.env);
