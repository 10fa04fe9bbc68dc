/**
 * The id a section's heading is reached by from the table of contents: 'terms-' and its words
 * ('terms-1-about-these-terms'), in the heading's own script ('terms-1-عن-هذه-الشروط').
 */
export function sectionAnchor(heading: string): string {
  const words = heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `terms-${words || 'section'}`;
}
