import { currentEntry, historyMoveOf, recordChange, redo, startHistory, undo, type PhoneHistory } from '../phone-history';

/** Records each value 200 ms after the previous one (no two in one debounce). */
function typeApart(history: PhoneHistory, values: string[], from = 1000): PhoneHistory {
  return values.reduce((h, value, i) => recordChange(h, value, from + i * 200), history);
}

const undoTimes = (history: PhoneHistory, times: number) =>
  Array.from({ length: times }).reduce<PhoneHistory>((h) => undo(h), history);

it('keeps changes 200 ms apart as entries, and undoes and redoes them in order', () => {
  const history = typeApart(startHistory(''), ['3', '30', '300']);
  expect(currentEntry(history)).toBe('300');
  expect(currentEntry(undo(history))).toBe('30');
  expect(currentEntry(undo(undo(history)))).toBe('3');
  expect(currentEntry(undoTimes(history, 3))).toBe('');
  expect(currentEntry(undoTimes(history, 4))).toBe('');
  expect(currentEntry(redo(undoTimes(history, 3)))).toBe('3');
  expect(currentEntry(redo(history))).toBe('300');
});

it('makes one entry of changes less than 200 ms apart', () => {
  let history = recordChange(startHistory(''), '3', 1000);
  history = recordChange(history, '30', 1100);
  history = recordChange(history, '300', 1299);
  expect(history.entries).toEqual(['', '300']);
  history = recordChange(history, '3001', 1499);
  expect(history.entries).toEqual(['', '300', '3001']);
});

it('holds 20 entries: the oldest goes', () => {
  const values = Array.from({ length: 25 }, (_, i) => '3'.repeat(i + 1));
  const history = typeApart(startHistory(''), values);
  expect(history.entries).toHaveLength(20);
  expect(currentEntry(undoTimes(history, 19))).toBe('3'.repeat(6));
  expect(currentEntry(undoTimes(history, 30))).toBe('3'.repeat(6));
});

it('drops what could be redone when the visitor changes the value after an undo', () => {
  const history = recordChange(undo(typeApart(startHistory(''), ['3', '30'])), '35', 5000);
  expect(history.entries).toEqual(['', '3', '35']);
  expect(redo(history)).toBe(history);
});

it('reads Ctrl+Z and ⌘Z as undo, Ctrl+Shift+Z, ⇧⌘Z and Ctrl+Y as redo', () => {
  const key = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) =>
    historyMoveOf({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  expect(key('z', { ctrlKey: true })).toBe('undo');
  expect(key('z', { metaKey: true })).toBe('undo');
  expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
  expect(key('z', { metaKey: true, shiftKey: true })).toBe('redo');
  expect(key('y', { ctrlKey: true })).toBe('redo');
  expect(key('z')).toBeNull();
  expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
  expect(key('5', { ctrlKey: true })).toBeNull();
});
