import { useRef, type KeyboardEvent } from 'react';
import { currentEntry, historyMoveOf, recordChange, redo, startHistory, undo } from './phone-history';

/**
 * Keeps the phone input's undo history: `change` records what the visitor entered and passes it on;
 * `onKeyDown` moves back and forth in the history on the undo and redo keys.
 */
export function usePhoneHistory(digits: string, onDigitsChange: (digits: string) => void) {
  const history = useRef(startHistory(digits));
  const change = (next: string) => {
    history.current = recordChange(history.current, next, Date.now());
    onDigitsChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = historyMoveOf(event);
    if (!move) return;
    event.preventDefault();
    history.current = move === 'undo' ? undo(history.current) : redo(history.current);
    const value = currentEntry(history.current);
    if (value !== digits) onDigitsChange(value);
  };
  return { change, onKeyDown };
}
