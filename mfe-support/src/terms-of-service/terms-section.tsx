import { Typography } from '@storefront/shared/ui';
import type { TermsSection as Section } from './terms-content';

export function TermsSection({ section }: { section: Section }) {
  return (
    <section>
      {/* An h2 under the page's h1, sized for a section rather than a page. */}
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        {section.Heading}
      </Typography.Title>
      <Typography.Paragraph>{section.Content}</Typography.Paragraph>
      {section.options && (
        <>
          <Typography.Paragraph>{section.options.tagLine}</Typography.Paragraph>
          <ul>
            {section.options.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
