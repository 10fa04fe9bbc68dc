/** The id a section's heading is reached by from the table of contents: 'terms-' and its words ('terms-1-about-these-terms'). */
export function sectionAnchor(heading: string): string {
  const words = heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `terms-${words || 'section'}`;
}
