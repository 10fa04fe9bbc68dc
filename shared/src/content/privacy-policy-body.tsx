import type { OperatorIdentity } from '../contract/operator-identity';
import { sharedText } from '../messages';
import { operatorIdentity } from '../runtime-config';
import type { PrivacyContent } from './privacy-content';

export interface PrivacyPolicyBodyProps {
  content: PrivacyContent;
  /** On the wrapper, for the app's own styling. */
  className?: string;
  /** On each section. */
  sectionClassName?: string;
  /** The data controller named first; the deployment's (runtime config) unless given. */
  controller?: OperatorIdentity;
}

/**
 * Spec section 3, "Privacy content": sections, each with an optional title and paragraphs, after
 * the section naming who runs the storefront and controls the data given to it.
 * Plain elements only: shared is one federation singleton and antd is bundled per app, so each
 * app wraps this in its own antd sheet or dialog and styles it through the class names.
 */
export function PrivacyPolicyBody({ content, className, sectionClassName, controller = operatorIdentity() }: PrivacyPolicyBodyProps) {
  return (
    <div className={className}>
      <section className={sectionClassName}>
        <h3>{sharedText('privacy.controllerTitle')}</h3>
        <p>{sharedText('privacy.controller', { legalName: controller.legalName, registrationNumber: controller.registrationNumber })}</p>
        <p>{sharedText('privacy.controllerAddress', { address: controller.address })}</p>
        <p>
          {sharedText('privacy.controllerContact', { email: controller.supportEmail, phone: controller.supportPhone })}
        </p>
      </section>
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
