import { useCallback, useSyncExternalStore } from 'react';
import {
  journeyKeyPrefix,
  readSessionStorage,
  removeSessionStorage,
  sessionStorageKeys,
  writeSessionStorage,
} from '../storage';

/**
 * The one place a journey keeps what outlives a step's component: the shell's wizard (position,
 * ids, product) and each remote's step (its entries, answers, picks) read and write their part
 * here. Each part is one session storage key (storage.ts, sessionKeys), holding JSON: a refresh,
 * a tab the browser restores and a remote that crashed and loads again all find the journey as it
 * was, and it ends with the tab. A browser that refuses session storage keeps it in memory for the
 * page's life.
 *
 * Only the pages after consent write here (the routes render only then), so nothing is stored
 * before consent. A clean journey (another country, or home after an application was submitted)
 * removes every part at once: clearJourneyState.
 */

/** One part of the journey, e.g. step 2's answers. */
export interface StepState<T> {
  readonly key: string;
  /** The stored value, or `empty` when nothing (or something unreadable) is stored. */
  read(): T;
  /** Stores the value; storing `empty` removes the key. Tells every reader when it changed. */
  write(value: T): void;
  update(change: (current: T) => T): void;
}

export interface StepStateOptions<T> {
  empty: T;
  /** Whether a parsed value has the part's shape; anything else reads as `empty`. */
  accept(value: unknown): value is T;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Used only where session storage throws: the journey then lasts as long as the page. */
const memoryFallback = new Map<string, string>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function subscribeStepState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readRaw(key: string): string | null {
  return readSessionStorage(key) ?? memoryFallback.get(key) ?? null;
}

function writeRaw(key: string, raw: string | null): void {
  if (raw === null) {
    removeSessionStorage(key);
    memoryFallback.delete(key);
    return;
  }
  writeSessionStorage(key, raw);
  if (readSessionStorage(key) === raw) memoryFallback.delete(key);
  else memoryFallback.set(key, raw);
}

export function defineStepState<T>(key: string, { empty, accept }: StepStateOptions<T>): StepState<T> {
  if (!key.startsWith(journeyKeyPrefix)) throw new Error(`A journey key starts with ${journeyKeyPrefix}: ${key}`);
  const emptyRaw = JSON.stringify(empty);
  // The parsed value of the last raw text read: the same text gives the same object, as
  // useSyncExternalStore requires of a snapshot.
  let cache: { raw: string | null; value: T } = { raw: null, value: empty };

  const read = (): T => {
    const raw = readRaw(key);
    if (raw === cache.raw) return cache.value;
    let value = empty;
    if (raw !== null) {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (accept(parsed)) value = parsed;
      } catch {
        // Unreadable (another version's shape, or tampered with): the part starts empty.
      }
    }
    cache = { raw, value };
    return value;
  };

  const write = (value: T): void => {
    const raw = JSON.stringify(value);
    const stored = raw === emptyRaw ? null : raw;
    // Nothing changed: no write, and no reader renders again.
    if (stored === readRaw(key)) return;
    writeRaw(key, stored);
    notify();
  };

  return { key, read, write, update: (change) => write(change(read())) };
}

/** Removes every part of the journey: a clean journey starts. */
export function clearJourneyState(): void {
  const keys = new Set([...sessionStorageKeys(), ...memoryFallback.keys()]);
  for (const key of keys) if (key.startsWith(journeyKeyPrefix)) writeRaw(key, null);
  notify();
}

/** The part's value, rendered again whenever any part of the journey is written or cleared. */
export function useStepState<T>(state: StepState<T>): T {
  const read = useCallback(() => state.read(), [state]);
  return useSyncExternalStore(subscribeStepState, read, read);
}

/** Small shape checks for `accept`. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
