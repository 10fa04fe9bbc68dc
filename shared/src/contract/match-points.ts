/**
 * The card match rule both sides state (the API ranks with it, the "How we rank" page explains it).
 * No TypeBox here: the front ends import it without its runtime.
 *
 * The visitor ranks n features (3 to 5); rank 1..n weighs n..1, so rank k is worth
 * 100 * (n + 1 - k) / (n (n + 1) / 2) percentage points. Those shares are rounded to whole points
 * once per n by the largest remainder (each share rounded down, then the points left to reach 100
 * go one each to the largest remainders, the higher rank first on a tie), so that:
 *  - a card's match percent is exactly the sum of the points of the picks it meets,
 *  - the points of one rank are the same on every card,
 *  - only a card meeting every pick scores 100, and a card meeting none scores 0.
 * e.g. 5 picks: 33, 27, 20, 13, 7; 4 picks: 40, 30, 20, 10; 3 picks: 50, 33, 17.
 */
export function matchPoints(n: number): number[] {
  if (!Number.isInteger(n) || n <= 0) return [];
  const total = (n * (n + 1)) / 2;
  const exact = Array.from({ length: n }, (_, i) => (100 * (n - i)) / total);
  const points = exact.map((x) => Math.floor(x));
  let left = 100 - points.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, remainder: x - Math.floor(x) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    points[i] += 1;
    left -= 1;
  }
  return points;
}
