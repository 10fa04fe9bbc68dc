import { act, render, screen } from '@testing-library/react';
import { sessionKeys } from '../../storage';
import { clearJourneyState, defineStepState, isRecord, useStepState } from '../step-state';

interface Picks {
  ids: number[];
}
const picks = defineStepState<Picks>(sessionKeys.recommendations, {
  empty: { ids: [] },
  accept: (value): value is Picks => isRecord(value) && Array.isArray(value.ids),
});
const answers = defineStepState<Record<string, number>>(sessionKeys.answers, {
  empty: {},
  accept: (value): value is Record<string, number> => isRecord(value),
});

afterEach(() => jest.restoreAllMocks());

describe('a part of the journey', () => {
  it('is kept in session storage as JSON under its key, and read back as written', () => {
    picks.write({ ids: [3, 1] });
    expect(window.sessionStorage.getItem('journey.recommendations')).toBe('{"ids":[3,1]}');
    expect(picks.read()).toEqual({ ids: [3, 1] });
    expect(Object.keys({ ...window.localStorage })).toEqual([]);
  });

  it('is found by a fresh page of the same tab (only session storage is read)', () => {
    window.sessionStorage.setItem('journey.recommendations', '{"ids":[7]}');
    expect(picks.read()).toEqual({ ids: [7] });
  });

  it('reads as empty when nothing, broken JSON or another shape is stored', () => {
    expect(picks.read()).toEqual({ ids: [] });
    window.sessionStorage.setItem('journey.recommendations', '{"ids":');
    expect(picks.read()).toEqual({ ids: [] });
    window.sessionStorage.setItem('journey.recommendations', '{"ids":"3,1"}');
    expect(picks.read()).toEqual({ ids: [] });
  });

  it('writing the empty value removes the key: an untouched journey stores nothing', () => {
    picks.write({ ids: [1] });
    picks.write({ ids: [] });
    expect(window.sessionStorage.getItem('journey.recommendations')).toBeNull();
  });

  it('update changes the stored value', () => {
    picks.write({ ids: [1] });
    picks.update((current) => ({ ids: [...current.ids, 2] }));
    expect(picks.read()).toEqual({ ids: [1, 2] });
  });

  it('lives in memory for the page where the browser refuses session storage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    picks.write({ ids: [5] });
    expect(picks.read()).toEqual({ ids: [5] });
    clearJourneyState();
    expect(picks.read()).toEqual({ ids: [] });
  });

  it('only under the journey prefix', () => {
    expect(() => defineStepState('selectedCountry', { empty: null, accept: (v): v is null => v === null })).toThrow(
      /journey\./,
    );
  });
});

it('clearJourneyState removes every part of the journey and nothing else', () => {
  window.localStorage.setItem('selectedCountry', 'ae');
  window.sessionStorage.setItem('unrelated', 'kept');
  picks.write({ ids: [1] });
  answers.write({ q1: 2 });
  clearJourneyState();
  expect({ ...window.sessionStorage }).toEqual({ unrelated: 'kept' });
  expect(window.localStorage.getItem('selectedCountry')).toBe('ae');
  expect(picks.read()).toEqual({ ids: [] });
});

it('useStepState renders again when any part is written or the journey is cleared', () => {
  function Shown() {
    return <p>{useStepState(picks).ids.join(',') || 'none'}</p>;
  }
  render(<Shown />);
  expect(screen.getByText('none')).toBeInTheDocument();
  act(() => picks.write({ ids: [4, 2] }));
  expect(screen.getByText('4,2')).toBeInTheDocument();
  act(() => clearJourneyState());
  expect(screen.getByText('none')).toBeInTheDocument();
});
