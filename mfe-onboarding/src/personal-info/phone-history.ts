/**
 * The phone input's own undo history (spec section 9: 20 entries, 200 ms debounce). The field
 * rewrites its value as it formats it, which leaves the browser's undo nothing to go back to; this
 * history gives Ctrl+Z (⌘Z) and Ctrl+Shift+Z or Ctrl+Y (⇧⌘Z) back. Changes less than 200 ms
 * apart are one entry (a burst of typing is undone at once); beyond 20 entries the oldest goes.
 */
export const phoneHistorySize = 20;
export const phoneHistoryDebounceMs = 200;

export interface PhoneHistory {
  readonly entries: readonly string[];
  /** The entry the field shows. */
  readonly index: number;
  /** When the last change was recorded (ms); changes within the debounce replace that entry. */
  readonly savedAt: number;
}

export function startHistory(value: string): PhoneHistory {
  return { entries: [value], index: 0, savedAt: Number.NEGATIVE_INFINITY };
}

/** The history after the visitor changed the value to `value` at time `now` (ms). */
export function recordChange(history: PhoneHistory, value: string, now: number): PhoneHistory {
  if (value === history.entries[history.index]) return history;
  // A change after an undo drops what could have been redone.
  const kept = history.entries.slice(0, history.index + 1);
  const merge = kept.length > 1 && now - history.savedAt < phoneHistoryDebounceMs;
  const entries = merge ? [...kept.slice(0, -1), value] : [...kept, value].slice(-phoneHistorySize);
  return { entries, index: entries.length - 1, savedAt: now };
}

export function undo(history: PhoneHistory): PhoneHistory {
  return history.index > 0 ? { ...history, index: history.index - 1, savedAt: Number.NEGATIVE_INFINITY } : history;
}

export function redo(history: PhoneHistory): PhoneHistory {
  return history.index < history.entries.length - 1
    ? { ...history, index: history.index + 1, savedAt: Number.NEGATIVE_INFINITY }
    : history;
}

export const currentEntry = (history: PhoneHistory): string => history.entries[history.index];

/** Which history move a key press asks for, if any. */
export function historyMoveOf(event: { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}
