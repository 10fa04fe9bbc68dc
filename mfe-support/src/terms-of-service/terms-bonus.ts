import type { TermsContent } from './terms-content';

/** The market's own bonus as the terms state it: its amount, written for the page's language, and its lock period. */
export interface TermsBonus {
  amount: string;
  days: number;
}

/**
 * The terms with the market's bonus in place of `{bonus}` and `{days}`: section 6 promises what
 * the market answer promises (AED 200, SAR 200 or Rs 5,000), never one market's figure in all.
 */
export function withMarketBonus(content: TermsContent, bonus: TermsBonus): TermsContent {
  const fill = (text: string) => text.replaceAll('{bonus}', bonus.amount).replaceAll('{days}', String(bonus.days));
  return {
    sections: content.sections.map((section) => ({
      Heading: fill(section.Heading),
      Content: fill(section.Content),
      ...(section.options ? { options: { tagLine: fill(section.options.tagLine), list: section.options.list.map(fill) } } : {}),
    })),
  };
}
