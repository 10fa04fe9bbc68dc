/**
 * The header's height (header.css): its padding around the tallest item, the logo (48 px) on wide
 * screens and the 44 px controls on narrow ones. What sits below the sticky header starts here.
 */
export const headerHeightPx = { wide: 12 + 48 + 12, narrow: 8 + 44 + 8 } as const;
