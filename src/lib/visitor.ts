/**
 * The visitor record: how many visits, when the last one was, and which of
 * the five hero images that earns. Pure rules; storage lives in visitor-store.ts.
 */
export type VisitorRecord = { visits: number; lastVisit: string; currentImageIndex: number };

/** A new visit counts after more than this much inactivity. */
export const newVisitAfterMs = 30 * 60 * 1000;

/** 1 visit: 0; 2: 1; 3-5: 2; 6-10: 3; more than 10: 4. */
export function imageIndexForVisits(visits: number): number {
  if (visits <= 1) return 0;
  if (visits === 2) return 1;
  if (visits <= 5) return 2;
  if (visits <= 10) return 3;
  return 4;
}

/** The stored record, or null when it is missing, unparseable or has wrong types. */
export function parseVisitorRecord(raw: string | null): VisitorRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { visits, lastVisit, currentImageIndex } = value as Record<string, unknown>;
  const validVisits = typeof visits === 'number' && Number.isSafeInteger(visits) && visits >= 1;
  const validLastVisit = typeof lastVisit === 'string' && !Number.isNaN(Date.parse(lastVisit));
  const validIndex = typeof currentImageIndex === 'number' && Number.isInteger(currentImageIndex);
  if (!validVisits || !validLastVisit || !validIndex) return null;
  return { visits, lastVisit, currentImageIndex };
}

/**
 * The record after a page load at `now`. Visits grow by one when more than 30 minutes passed
 * since the last activity; a last visit in the future (a changed clock) is not a new visit.
 * Every load moves lastVisit to now.
 */
export function recordVisit(previous: VisitorRecord | null, now: Date): VisitorRecord {
  const visits = !previous
    ? 1
    : now.getTime() - Date.parse(previous.lastVisit) > newVisitAfterMs
      ? previous.visits + 1
      : previous.visits;
  return { visits, lastVisit: now.toISOString(), currentImageIndex: imageIndexForVisits(visits) };
}
