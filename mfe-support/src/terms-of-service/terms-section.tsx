import { Typography } from '@storefront/shared/ui';
import { useT } from '../i18n';
import { sectionAnchor } from './terms-anchors';
import type { TermsSection as Section } from './terms-content';

export function TermsSection({ section }: { section: Section }) {
  const t = useT();
  return (
    // Scrolled to from the table of contents: the margin keeps the heading clear of the page's top.
    <section id={sectionAnchor(section.Heading)} style={{ scrollMarginTop: 16 }}>
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
      <Typography.Paragraph style={{ fontSize: 14 }}>
        <Typography.Link href="#terms-contents" style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {t('termsOfService.backToContents')}
        </Typography.Link>
      </Typography.Paragraph>
    </section>
  );
}
