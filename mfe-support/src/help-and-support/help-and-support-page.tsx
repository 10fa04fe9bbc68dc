import { PageFrame, StorefrontUiRoot } from '@storefront/shared/ui';
import { useState } from 'react';
import { useT } from '../i18n';
import { SupportForm } from './support-form';
import { SupportSuccessDialog } from './support-success-dialog';

/** Exposed as './HelpAndSupportPage': the contact form at /help-and-support. */
export default function HelpAndSupportPage() {
  const t = useT();
  const [submitted, setSubmitted] = useState(false);
  return (
    <StorefrontUiRoot>
      {/* The wizard's frame, so that help looks like the rest of the storefront. */}
      <PageFrame titleId="sup-help-title" title={t('helpAndSupport.title')}
        intro={t('helpAndSupport.intro')} contentWidth={640}>
        <SupportForm onSubmitted={() => setSubmitted(true)} />
        <SupportSuccessDialog open={submitted} onClose={() => setSubmitted(false)} />
      </PageFrame>
    </StorefrontUiRoot>
  );
}
