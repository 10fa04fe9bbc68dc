import { Button } from '@storefront/shared/ui';
import { Link } from '@storefront/shared/router';
import { i18n, I18nProvider, Trans } from '@storefront/shared';
import { app, useT } from '../i18n';

interface AgreementLabelProps {
  onOpenPrivacyPolicy: () => void;
  onLeaveForTerms: () => void;
}

/**
 * The agreement checkbox's label: one sentence per language, its two links where the language
 * puts them. They are interactive content inside a label, so pressing them does not tick the
 * box: reading a policy is not agreeing to it.
 */
export function AgreementLabel({ onOpenPrivacyPolicy, onLeaveForTerms }: AgreementLabelProps) {
  useT();
  return (
    <I18nProvider i18n={i18n}>
      <Trans
        id={`${app}.helpAndSupport.agreement`}
        components={{
          0: (
            <Button
              type="link"
              onClick={onOpenPrivacyPolicy}
              style={{ padding: 0, height: 'auto', verticalAlign: 'baseline', fontWeight: 'inherit' }}
              aria-haspopup="dialog"
            />
          ),
          1: <Link to="/terms-of-service" onClick={onLeaveForTerms} />,
        }}
      />
    </I18nProvider>
  );
}
