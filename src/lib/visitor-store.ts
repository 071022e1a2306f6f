import { site } from '@/config/site';
import { readStoredValue, writeStoredValue } from './storage';
import { parseVisitorRecord, recordVisit } from './visitor';

let imageIndex: number | null = null;
const listeners = new Set<() => void>();

/**
 * Counts this page load once (on whichever page the visitor lands) and saves the record.
 * Storage that is missing, full or holds garbage gives a fresh record; nothing throws.
 */
export function recordThisVisit(now = new Date()): void {
  if (imageIndex !== null) return;
  const record = recordVisit(parseVisitorRecord(readStoredValue(site.storageKeys.visitor)), now);
  writeStoredValue(site.storageKeys.visitor, JSON.stringify(record));
  imageIndex = record.currentImageIndex;
  listeners.forEach((listener) => listener());
}

export function subscribeToVisitor(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The hero image index; 0 (as prerendered) until this visit has been recorded. */
export function visitorImageIndex(): number {
  return imageIndex ?? 0;
}

/** Forgets the recorded visit (tests record visits one after another). */
export function resetVisitorStore(): void {
  imageIndex = null;
}
