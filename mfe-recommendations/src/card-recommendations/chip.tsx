import type { CSSProperties, ReactNode } from 'react';

/**
 * The light background antd's Tag puts behind a custom colour (its 'filled' variant): the colour
 * with its HSL lightness set to 95 %.
 */
export function tagTint(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const delta = max - min;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
  }
  hue = (hue * 60 + 360) % 360;
  // Back to RGB at 95 % lightness.
  const l = 0.95;
  const c = (1 - Math.abs(2 * l - 1)) * saturation;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return `#${[r1, g1, b1].map((v) => Math.round((v + m) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** The colours antd's filled Tag gives a custom colour: the text in it, on its 95 % tint. */
export function customChipColors(color: string): CSSProperties {
  return { color, backgroundColor: tagTint(color) };
}

/**
 * A chip of a card tile with the look of antd's filled Tag (its rules are in recommendations.css):
 * a plain span, since a tile may show two and ten tiles render at once. Without `style` it takes
 * antd's blue preset; `customChipColors` gives the colours of a custom one.
 */
export function Chip({ style, icon, children }: { style?: CSSProperties; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={style ? 'rec-chip' : 'rec-chip rec-chip-blue'} style={style}>
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}
