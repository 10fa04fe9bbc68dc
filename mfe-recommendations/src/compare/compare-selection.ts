import { useCallback, useState } from 'react';

/** A visitor compares two or three products side by side. */
export const compareMin = 2;
export const compareMax = 3;

/** Adds or removes a product; a fourth is not added. Pure, for the hook and its tests. */
export function toggleCompared(chosen: readonly number[], productId: number): readonly number[] {
  if (chosen.includes(productId)) return chosen.filter((id) => id !== productId);
  if (chosen.length >= compareMax) return chosen;
  return [...chosen, productId];
}

/** The products chosen for comparison on step 4, in the order they were chosen. */
export function useCompareSelection() {
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const toggle = useCallback((productId: number) => setChosen((current) => toggleCompared(current, productId)), []);
  const clear = useCallback(() => setChosen([]), []);
  return { chosen, toggle, clear, full: chosen.length >= compareMax };
}
