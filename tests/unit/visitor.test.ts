import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import { recordThisVisit, visitorImageIndex } from '@/lib/visitor-store';
import {
  imageIndexForVisits,
  newVisitAfterMs,
  parseVisitorRecord,
  recordVisit,
  type VisitorRecord,
} from '@/lib/visitor';

const start = new Date('2026-03-01T08:00:00.000Z');
const later = (ms: number) => new Date(start.getTime() + ms);
const record = (visits: number, lastVisit = start.toISOString()): VisitorRecord => ({
  visits,
  lastVisit,
  currentImageIndex: imageIndexForVisits(visits),
});

describe('imageIndexForVisits', () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 2],
    [5, 2],
    [6, 3],
    [10, 3],
    [11, 4],
    [500, 4],
  ])('%i visits give image %i', (visits, index) => {
    expect(imageIndexForVisits(visits)).toBe(index);
  });
});

describe('recordVisit', () => {
  it('starts a first-time visitor at one visit and image 0', () => {
    expect(recordVisit(null, start)).toEqual({ visits: 1, lastVisit: start.toISOString(), currentImageIndex: 0 });
  });

  it('does not count a load exactly 30 minutes after the last activity', () => {
    expect(recordVisit(record(1), later(newVisitAfterMs)).visits).toBe(1);
  });

  it('counts a load more than 30 minutes after the last activity', () => {
    const next = recordVisit(record(1), later(newVisitAfterMs + 1));
    expect(next).toEqual({ visits: 2, lastVisit: later(newVisitAfterMs + 1).toISOString(), currentImageIndex: 1 });
  });

  it('moves lastVisit on every load, so steady activity is one visit', () => {
    let current = record(4);
    for (let minutes = 20; minutes <= 200; minutes += 20) current = recordVisit(current, later(minutes * 60_000));
    expect(current.visits).toBe(4);
    expect(current.lastVisit).toBe(later(200 * 60_000).toISOString());
  });

  it.each([
    [2, 3, 2],
    [5, 6, 3],
    [10, 11, 4],
  ])('moves from %i to %i visits and image %i', (before, after, index) => {
    expect(recordVisit(record(before), later(newVisitAfterMs + 1))).toMatchObject({
      visits: after,
      currentImageIndex: index,
    });
  });

  it('does not count a last visit in the future (a changed clock), and heals the timestamp', () => {
    const future = later(5 * 24 * 3600_000).toISOString();
    const next = recordVisit(record(3, future), start);
    expect(next.visits).toBe(3);
    expect(next.lastVisit).toBe(start.toISOString());
  });

  it('recomputes a stored image index that disagrees with the visits', () => {
    expect(
      recordVisit({ visits: 7, lastVisit: start.toISOString(), currentImageIndex: 0 }, start).currentImageIndex,
    ).toBe(3);
  });
});

describe('parseVisitorRecord', () => {
  it('reads a valid record', () => {
    expect(parseVisitorRecord(JSON.stringify(record(6)))).toEqual(record(6));
  });

  it.each([
    ['missing', null],
    ['not JSON', '{visits: 3'],
    ['garbage', '\u0000\u0001garbage'],
    ['an array', '[1,2,3]'],
    ['a number', '42'],
    ['null', 'null'],
    ['visits as a string', JSON.stringify({ visits: '3', lastVisit: start.toISOString(), currentImageIndex: 2 })],
    ['zero visits', JSON.stringify({ visits: 0, lastVisit: start.toISOString(), currentImageIndex: 0 })],
    ['fractional visits', JSON.stringify({ visits: 2.5, lastVisit: start.toISOString(), currentImageIndex: 1 })],
    ['an invalid date', JSON.stringify({ visits: 3, lastVisit: 'yesterday-ish', currentImageIndex: 2 })],
    ['a numeric date', JSON.stringify({ visits: 3, lastVisit: 1700000000000, currentImageIndex: 2 })],
    ['no index', JSON.stringify({ visits: 3, lastVisit: start.toISOString() })],
  ])('rejects %s, which then starts a fresh record with one visit', (_what, raw) => {
    expect(parseVisitorRecord(raw)).toBeNull();
    expect(recordVisit(parseVisitorRecord(raw), start).visits).toBe(1);
  });
});

describe('recordThisVisit', () => {
  const key = site.storageKeys.visitor;
  afterEach(() => {
    visitorImageIndex.reset();
    window.localStorage.clear();
  });

  it('keeps the visit count where the market allows it', () => {
    recordThisVisit('en', start);
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toMatchObject({ visits: 1 });
  });

  it('neither reads nor writes it on Italian pages (EU: not strictly necessary, so not without consent)', () => {
    window.localStorage.setItem(
      key,
      JSON.stringify({ visits: 7, lastVisit: start.toISOString(), currentImageIndex: 3 }),
    );
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    recordThisVisit('it', later(newVisitAfterMs + 1));
    expect(getItem).not.toHaveBeenCalledWith(key);
    expect(setItem).not.toHaveBeenCalled();
    expect(visitorImageIndex.get()).toBe(0);
  });
});
