/**
 * The storefront's neutral payment-network mark: a fictional sign (two nested chevrons in a
 * rounded frame), the same on every card, standing for "a card network" without naming or
 * resembling any real one. 44 x 28, drawn in `ink`.
 */
export function networkMark(x: number, y: number, ink: string): string {
  return `<g transform="translate(${x} ${y})" fill="none" stroke="${ink}" stroke-linejoin="round" stroke-linecap="round" aria-hidden="true">`
    + '<rect x="1" y="1" width="42" height="26" rx="7" stroke-width="1.6" opacity="0.75"/>'
    + '<path d="M13 8l8 6-8 6M22 8l8 6-8 6" stroke-width="2.6"/>'
    + '</g>';
}
