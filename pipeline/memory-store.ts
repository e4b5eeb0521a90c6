import type { CacheStore } from './cache-store.ts';

/**
 * A store that keeps every value it reads or is given in memory, over `below` (the build's cache
 * folder, or none): the dev loop asks for every part of the site on each reference it recompiles, and
 * reading them again from disk each time would cost more than compiling the one that changed. Values
 * are handed out as they were stored, not copied: whoever gets one must not change it.
 */
export function memoryStore(below?: CacheStore): CacheStore {
  const held = new Map<string, unknown>();
  return {
    get<T>(key: string) {
      if (held.has(key)) return held.get(key) as T;
      const value = below?.get<T>(key);
      if (value !== undefined) held.set(key, value);
      return value;
    },
    set(key, value) {
      held.set(key, value);
      below?.set(key, value);
    },
  };
}
