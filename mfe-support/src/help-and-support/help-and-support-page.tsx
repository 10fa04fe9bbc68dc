import { PageFrame, StorefrontUiRoot } from '@storefront/shared/ui';
import { useState } from 'react';
import { useT } from '../i18n';
import { SupportForm } from './support-form';
import { SupportSuccessDialog } from './support-success-dialog';

/** Exposed as './HelpAndSupportPage': the contact form at /help-and-support. */
export default function HelpAndSupportPage() {
  const t = useT();
  // Submitted: null while the form shows; a complaint's reference, or '' for a question.
  const [submitted, setSubmitted] = useState<string | null>(null);
  return (
    <StorefrontUiRoot>
      {/* The wizard's frame, so that help looks like the rest of the storefront. */}
      <PageFrame titleId="sup-help-title" title={t('helpAndSupport.title')}
        intro={t('helpAndSupport.intro')} contentWidth={640}>
        <SupportForm onSubmitted={(reference) => setSubmitted(reference ?? '')} />
        <SupportSuccessDialog open={submitted !== null} reference={submitted || null} onClose={() => setSubmitted(null)} />
      </PageFrame>
    </StorefrontUiRoot>
  );
}
