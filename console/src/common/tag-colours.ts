/**
 * Tag colours for white text at 4.5:1 contrast or more (WCAG AA): antd's preset tag colours
 * (light background, mid-tone text) fall below it at the tags' 12 px.
 */
export const tagColours = {
  green: '#237804',
  blue: '#0958d9',
  red: '#a8071a',
  gold: '#874d00',
  volcano: '#ad2102',
} as const;
