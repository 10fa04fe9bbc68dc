import { compareMax, toggleCompared } from '../compare-selection';

describe('toggleCompared', () => {
  it('adds up to three products in the order chosen, removes one ticked again, and refuses a fourth', () => {
    let chosen: readonly number[] = [];
    for (const id of [5, 3, 9, 7]) chosen = toggleCompared(chosen, id);
    expect(chosen).toEqual([5, 3, 9]);
    expect(compareMax).toBe(3);
    expect(toggleCompared(chosen, 3)).toEqual([5, 9]);
  });
});
