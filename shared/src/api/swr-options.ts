/**
 * Reads that an earlier step preloads into the cache (or that never change during a visit):
 * a mounted step uses the cached answer instead of fetching it again.
 */
export const preloaded = { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false } as const;
