import type { PatternName } from './patterns.js';

/**
 * A card's tier, read from the product's name as the catalog gives it (a bank names its tier in
 * the product: 'Falcon Cashback Platinum', 'Najd Islamic Gold'). 'Islamic' wins over the metal:
 * an Islamic card is drawn in emerald with gold, whatever its tier word.
 */
export type Tier = 'islamic' | 'infinite' | 'elite' | 'signature' | 'platinum' | 'titanium' | 'gold' | 'classic';

export interface TierStyle {
  /** The tier's word printed on the card; none for a classic card. */
  label: string | null;
  /** Gradient from top-left to bottom-right. */
  from: string;
  to: string;
  /** Text and marks. */
  ink: string;
  /** The pattern's and the tier label's colour. */
  accent: string;
  pattern: PatternName;
}

const tierWords: readonly [Tier, RegExp][] = [
  ['islamic', /\bislamic\b/i],
  ['infinite', /\binfinite\b/i],
  ['elite', /\belite\b/i],
  ['signature', /\bsignature\b/i],
  ['platinum', /\bplatinum\b/i],
  ['titanium', /\btitanium\b/i],
  ['gold', /\bgold\b/i],
];

export function tierOf(productName: string): Tier {
  return tierWords.find(([, word]) => word.test(productName))?.[0] ?? 'classic';
}

export const tierStyles: Record<Exclude<Tier, 'classic'>, TierStyle> = {
  islamic: { label: 'Islamic', from: '#0b4a3a', to: '#17805f', ink: '#ffffff', accent: '#e0c36a', pattern: 'stars' },
  infinite: { label: 'Infinite', from: '#121218', to: '#3b3b48', ink: '#f5f5f7', accent: '#c9a86a', pattern: 'lines' },
  elite: { label: 'Elite', from: '#0c1a2b', to: '#1f4470', ink: '#ffffff', accent: '#8fb6e0', pattern: 'waves' },
  signature: { label: 'Signature', from: '#4a0e23', to: '#93204a', ink: '#ffffff', accent: '#f0c2d2', pattern: 'arcs' },
  platinum: { label: 'Platinum', from: '#7f8c99', to: '#dfe4e8', ink: '#17212b', accent: '#ffffff', pattern: 'rings' },
  titanium: { label: 'Titanium', from: '#27323b', to: '#5f707e', ink: '#ffffff', accent: '#b5c2cc', pattern: 'hexagons' },
  gold: { label: 'Gold', from: '#8a6414', to: '#e2bf62', ink: '#231800', accent: '#fff1c7', pattern: 'rays' },
};

const classicPatterns: readonly PatternName[] = ['dots', 'waves', 'arcs', 'lines', 'rings'];

/**
 * A classic card takes its bank's colour, and a pattern and shade of its own (from its name), so
 * that two classic cards of one bank differ.
 */
export function classicStyle(bankColour: string, hash: number): TierStyle {
  return {
    label: null,
    from: bankColour,
    to: shade(bankColour, 0.18 + (hash % 3) * 0.1),
    ink: '#ffffff',
    accent: '#ffffff',
    pattern: classicPatterns[hash % classicPatterns.length]!,
  };
}

export function styleOf(productName: string, bankColour: string, hash: number): TierStyle {
  const tier = tierOf(productName);
  return tier === 'classic' ? classicStyle(bankColour, hash) : tierStyles[tier];
}

/** `colour` (#rrggbb) mixed with white by `amount` (0..1). */
export function shade(colour: string, amount: number): string {
  const channel = (i: number) => {
    const value = parseInt(colour.slice(1 + i * 2, 3 + i * 2), 16);
    return Math.round(value + (255 - value) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}
