import { site } from '@/config/site';
import { languageInfo, type Language } from '@/config/languages';
import { readStoredValue, writeStoredValue } from './storage';
import { createStore } from './store';
import { parseVisitorRecord, recordVisit } from './visitor';

/** The hero image index this visit has earned; null until the visit has been recorded. */
export const visitorImageIndex = createStore<number | null>(() => null);

/**
 * Whether the visit counter may be kept for a visitor on this language's pages. It only picks the
 * hero's picture, so it is not strictly necessary: where the market's law asks consent for that
 * (the EU's ePrivacy rule), it is neither read nor written, and the hero shows its first picture.
 */
export function keepsVisitRecord(language: Language): boolean {
  return !languageInfo(language).market.storageNeedsConsent;
}

/**
 * Counts this page load once (on whichever page the visitor lands) and saves the record, on the
 * pages of a market that allows it. Storage that is missing, full or holds garbage gives a fresh
 * record; nothing throws.
 */
export function recordThisVisit(language: Language, now = new Date()): void {
  if (visitorImageIndex.get() !== null) return;
  if (!keepsVisitRecord(language)) {
    visitorImageIndex.set(0);
    return;
  }
  const record = recordVisit(parseVisitorRecord(readStoredValue(site.storageKeys.visitor)), now);
  writeStoredValue(site.storageKeys.visitor, JSON.stringify(record));
  visitorImageIndex.set(record.currentImageIndex);
}
