/**
 * The background patterns of the card art, each an SVG fragment over a 320 x 200 card, drawn in
 * the tier's accent colour at low opacity. `seed` shifts a pattern so that cards sharing one differ.
 */
export type PatternName = 'stars' | 'lines' | 'waves' | 'arcs' | 'rings' | 'hexagons' | 'rays' | 'dots';

const round = (n: number) => Math.round(n * 10) / 10;

/** An eight-pointed star (two squares turned 45 degrees), the motif of Islamic geometric art. */
function star(cx: number, cy: number, r: number): string {
  const square = (turn: number) =>
    [0, 1, 2, 3].map((k) => {
      const a = turn + (k * Math.PI) / 2;
      return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
    }).join(' ');
  return `<polygon points="${square(0)}"/><polygon points="${square(Math.PI / 4)}"/>`;
}

function hexagon(cx: number, cy: number, r: number): string {
  const points = [0, 1, 2, 3, 4, 5].map((k) => {
    const a = Math.PI / 6 + (k * Math.PI) / 3;
    return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

const drawings: Record<PatternName, (seed: number) => string> = {
  stars: (seed) => {
    const shapes: string[] = [];
    for (let row = 0; row < 5; row += 1) {
      for (let col = 0; col < 8; col += 1) shapes.push(star(col * 44 + (row % 2) * 22 + (seed % 22), row * 44 + 10, 15));
    }
    return `<g fill="none" stroke-width="1.2" opacity="0.22">${shapes.join('')}</g>`;
  },
  lines: (seed) => {
    const lines: string[] = [];
    for (let x = -200 + (seed % 12); x < 340; x += 12) lines.push(`<path d="M${x} 200 L${x + 200} 0"/>`);
    return `<g fill="none" stroke-width="1" opacity="0.14">${lines.join('')}</g>`;
  },
  waves: (seed) => {
    const waves: string[] = [];
    for (let y = 90 + (seed % 10); y < 230; y += 14) {
      waves.push(`<path d="M-10 ${y} C 60 ${y - 30}, 120 ${y + 30}, 180 ${y} S 300 ${y - 30}, 340 ${y}"/>`);
    }
    return `<g fill="none" stroke-width="1.4" opacity="0.2">${waves.join('')}</g>`;
  },
  arcs: (seed) => {
    const cx = 250 + (seed % 40);
    const arcs = [40, 62, 84, 106, 128, 150].map((r) => `<circle cx="${cx}" cy="210" r="${r}"/>`);
    return `<g fill="none" stroke-width="1.6" opacity="0.2">${arcs.join('')}</g>`;
  },
  rings: (seed) => {
    const cx = 230 + (seed % 50);
    return `<g fill="none" stroke-width="18" opacity="0.14"><circle cx="${cx}" cy="40" r="70"/><circle cx="${cx - 40}" cy="190" r="46"/></g>`;
  },
  hexagons: (seed) => {
    const shapes: string[] = [];
    for (let row = 0; row < 6; row += 1) {
      for (let col = 0; col < 10; col += 1) shapes.push(hexagon(col * 36 + (row % 2) * 18 + (seed % 18), row * 31, 18));
    }
    return `<g fill="none" stroke-width="1" opacity="0.18">${shapes.join('')}</g>`;
  },
  rays: (seed) => {
    const cx = 300 - (seed % 40);
    const rays: string[] = [];
    for (let k = 0; k < 14; k += 1) {
      const a = Math.PI / 2 + (k * Math.PI) / 26;
      rays.push(`<path d="M${cx} -10 L${round(cx + 420 * Math.cos(a))} ${round(-10 + 420 * Math.sin(a))}"/>`);
    }
    return `<g fill="none" stroke-width="6" opacity="0.14">${rays.join('')}</g>`;
  },
  dots: (seed) => {
    const dots: string[] = [];
    for (let row = 0; row < 10; row += 1) {
      for (let col = 0; col < 16; col += 1) {
        const r = 1 + ((col + row + seed) % 4) * 0.6;
        if (row >= 3 && col * 20 > 140 - row * 6) dots.push(`<circle cx="${col * 20 + 10}" cy="${row * 20 + 10}" r="${round(r)}"/>`);
      }
    }
    return `<g opacity="0.22">${dots.join('')}</g>`;
  },
};

/** The pattern's fragment; fill and stroke come from the enclosing group's colour. */
export function patternSvg(name: PatternName, seed: number): string {
  return drawings[name](seed);
}
