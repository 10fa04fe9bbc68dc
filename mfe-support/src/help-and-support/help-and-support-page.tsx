import { PageFrame, StorefrontUiRoot } from '@storefront/shared/ui';
import { useState } from 'react';
import { messages } from '../messages';
import { SupportForm } from './support-form';
import { SupportSuccessDialog } from './support-success-dialog';

const text = messages.helpAndSupport;

/** Exposed as './HelpAndSupportPage': the contact form at /help-and-support. */
export default function HelpAndSupportPage() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <StorefrontUiRoot>
      {/* The wizard's frame, so that help looks like the rest of the storefront. */}
      <PageFrame titleId="sup-help-title" title={text.title} intro={text.intro} contentWidth={640}>
        <SupportForm onSubmitted={() => setSubmitted(true)} />
        <SupportSuccessDialog open={submitted} onClose={() => setSubmitted(false)} />
      </PageFrame>
    </StorefrontUiRoot>
  );
}
