import { site } from '@/config/site';
import { readStoredValue, writeStoredValue } from './storage';
import { createStore } from './store';
import { parseVisitorRecord, recordVisit } from './visitor';

/** The hero image index this visit has earned; null until the visit has been recorded. */
export const visitorImageIndex = createStore<number | null>(() => null);

/**
 * Counts this page load once (on whichever page the visitor lands) and saves the record.
 * Storage that is missing, full or holds garbage gives a fresh record; nothing throws.
 */
export function recordThisVisit(now = new Date()): void {
  if (visitorImageIndex.get() !== null) return;
  const record = recordVisit(parseVisitorRecord(readStoredValue(site.storageKeys.visitor)), now);
  writeStoredValue(site.storageKeys.visitor, JSON.stringify(record));
  visitorImageIndex.set(record.currentImageIndex);
}
