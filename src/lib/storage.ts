/**
 * Browser storage that may be missing (server render, privacy mode), full or throwing.
 * Every failure is treated as "nothing stored" or "not saved"; a page never breaks over it.
 */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredValue(key: string): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns whether the value was saved. */
export function writeStoredValue(key: string, value: string): boolean {
  try {
    const storage = localStorageOrNull();
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
