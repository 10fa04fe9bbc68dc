import { StorefrontUiRoot, Typography } from '@storefront/shared/ui';
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
      <div style={{ maxWidth: 640, margin: '0 auto', padding: '24px 16px' }}>
        <Typography.Title level={1}>{text.title}</Typography.Title>
        <Typography.Paragraph>{text.intro}</Typography.Paragraph>
        <SupportForm onSubmitted={() => setSubmitted(true)} />
        <SupportSuccessDialog open={submitted} onClose={() => setSubmitted(false)} />
      </div>
    </StorefrontUiRoot>
  );
}
