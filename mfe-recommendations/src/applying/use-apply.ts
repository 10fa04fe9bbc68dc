import { useRef, useState } from 'react';
import { useNavigate } from '@storefront/shared/router';
import {
  ApiError,
  apiErrorText,
  getApplication,
  problemNotice,
  redirectDelayMs,
  updateApplication,
  useApplication,
  useConfirmationMail,
  useNotice,
  type LoanChoice,
  type ProductType,
} from '@storefront/shared';
import { sendConfirmationEmail } from '../confirmation-email/confirmation-email';
import { useT } from '../i18n';

/** What the visitor chose in the confirm modal. */
export interface ApplyChoice {
  productId: number;
  /** A loan's amount and tenure when the visitor changed them from the offer's. */
  loanChoice?: LoanChoice | null;
}

export const congratulationsPath = '/congratulations';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec "Applying": Submitted through the update call (a loan's with the amount and tenure the
 * visitor changed, when they did); with a routingUrl the modal closes, the
 * overlay shows, after the redirect delay the partner site opens in a new tab and the visitor
 * lands on /congratulations; the confirmation e-mail follows (a failure of it is kept by the shell's
 * confirmation-mail state, which tells the visitor and offers to try again). One application at a
 * time: a second click while one is under way is ignored.
 */
export function useApply(kind: ProductType) {
  const { applicationId, customerEmail, product } = useApplication();
  const { notify } = useNotice();
  const confirmationMail = useConfirmationMail();
  const t = useT();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [applying, setApplying] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  async function apply(choice: ApplyChoice | null, closeModal: () => void): Promise<void> {
    if (!choice) {
      notify({ kind: 'error', title: t('apply.noCardTitle'), message: t('apply.noCardMessage') });
      return;
    }
    if (applicationId === null) {
      notify({ kind: 'error', title: t('common.noApplicationId'), message: '' });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setApplying(true);
    try {
      const application = await getApplication(applicationId);
      const updated = await updateApplication({
        applicationId,
        customer: { customerId: application.customer.customerId },
        location: application.location,
        product: { productId: choice.productId },
        applicationType: product ?? kind,
        clientRiskProfile: application.customer.clientRiskProfile,
        status: 'Submitted',
        ...(choice.loanChoice && { loanChoice: choice.loanChoice }),
      });
      closeModal();
      const routingUrl = updated.product?.routingUrl;
      if (routingUrl) {
        setRedirecting(true);
        await wait(redirectDelayMs);
        window.open(routingUrl, '_blank', 'noopener,noreferrer');
        navigate(congratulationsPath);
      }
      // The address the visitor gave at step 0: the application view does not carry it. The API
      // writes the mail from the submitted application.
      const to = customerEmail;
      const mailKind = product ?? kind;
      await confirmationMail.send(async () => {
        if (to === null) throw new Error('No e-mail address in this journey');
        return sendConfirmationEmail({ kind: mailKind, to });
      });
    } catch (error) {
      // A catalog draft's preview submits no application: the visitor is told why, in their language.
      const inPreview = error instanceof ApiError && error.code === 'preview.application-refused';
      notify({ kind: 'error', ...(inPreview ? problemNotice(error) : { title: apiErrorText(error), message: '' }) });
    } finally {
      setRedirecting(false);
      setApplying(false);
      inFlight.current = false;
    }
  }

  return { apply, applying, redirecting };
}
