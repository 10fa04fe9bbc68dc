import type { CSSProperties } from 'react';
import { Typography } from '@storefront/shared/ui';
import { useT } from '../i18n';
import { sectionAnchor } from './terms-anchors';
import type { TermsSection } from './terms-content';

const box: CSSProperties = { margin: '0 0 24px', padding: '12px 16px', borderRadius: 12, background: '#f5f8f6', border: '1px solid #d9e3de' };
const heading: CSSProperties = { margin: '0 0 8px', fontSize: 16 };
const list: CSSProperties = { margin: 0, paddingInlineStart: 0, listStyle: 'none', columnWidth: 280, columnGap: 24 };
const item: CSSProperties = { breakInside: 'avoid' };
/** A finger's height (44 px) for each link of the list. */
const link: CSSProperties = { display: 'inline-flex', alignItems: 'center', minHeight: 44 };

/** The table of contents: a link to each section's heading, so a long page on a phone is one tap from any part. */
export function TermsContents({ sections }: { sections: TermsSection[] }) {
  const t = useT();
  return (
    <nav aria-labelledby="sup-terms-contents" style={box} id="terms-contents">
      <h2 id="sup-terms-contents" style={heading}>
        {t('termsOfService.contents')}
      </h2>
      <ol style={list}>
        {sections.map((section) => (
          <li key={section.Heading} style={item}>
            <Typography.Link href={`#${sectionAnchor(section.Heading)}`} style={link}>
              {section.Heading}
            </Typography.Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
