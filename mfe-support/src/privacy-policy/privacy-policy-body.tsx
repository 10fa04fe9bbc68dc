import { Typography } from 'antd';
import type { PrivacyContent } from '@storefront/shared';

/** Spec section 3, "Privacy content": sections, each with an optional title and paragraphs. */
export function PrivacyPolicyBody({ content }: { content: PrivacyContent }) {
  return (
    <>
      {content.privacy_info.map((section, index) => (
        <section key={section.title ?? index}>
          {section.title && <Typography.Title level={3}>{section.title}</Typography.Title>}
          {section.contents.map((paragraph, at) => (
            <Typography.Paragraph key={at}>{paragraph}</Typography.Paragraph>
          ))}
        </section>
      ))}
    </>
  );
}
