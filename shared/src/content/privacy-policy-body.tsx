import type { PrivacyContent } from './privacy-content';

export interface PrivacyPolicyBodyProps {
  content: PrivacyContent;
  /** On the wrapper, for the app's own styling. */
  className?: string;
  /** On each section. */
  sectionClassName?: string;
}

/**
 * Spec section 3, "Privacy content": sections, each with an optional title and paragraphs.
 * Plain elements only: shared is one federation singleton and antd is bundled per app, so each
 * app wraps this in its own antd sheet or dialog and styles it through the class names.
 */
export function PrivacyPolicyBody({ content, className, sectionClassName }: PrivacyPolicyBodyProps) {
  return (
    <div className={className}>
      {content.privacy_info.map((section, index) => (
        <section key={index} className={sectionClassName}>
          {section.title && <h3>{section.title}</h3>}
          {section.contents.map((paragraph, at) => (
            <p key={at}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
