import { Button } from '@storefront/shared/ui';
import { Link } from '@storefront/shared/router';
import { messages } from '../messages';

const text = messages.helpAndSupport;

interface AgreementLabelProps {
  onOpenPrivacyPolicy: () => void;
  onLeaveForTerms: () => void;
}

/**
 * The agreement checkbox's label. Its link and button are interactive content inside a label,
 * so pressing them does not tick the box: reading a policy is not agreeing to it.
 */
export function AgreementLabel({ onOpenPrivacyPolicy, onLeaveForTerms }: AgreementLabelProps) {
  return (
    <>
      {text.agreementPrefix}
      <Button
        type="link"
        onClick={onOpenPrivacyPolicy}
        style={{ padding: 0, height: 'auto', verticalAlign: 'baseline', fontWeight: 'inherit' }}
        aria-haspopup="dialog"
      >
        {text.privacyPolicyLink}
      </Button>
      {text.agreementJoin}
      <Link to="/terms-of-service" onClick={onLeaveForTerms}>
        {text.termsLink}
      </Link>
    </>
  );
}
