import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from '@storefront/shared/ui';
import { Link, useNavigate } from '@storefront/shared/router';
import {
  bonusPaymentDays,
  currencyFor,
  estimatedProcessingTime,
  formatMoney,
  productImageUrl,
  useApplication,
  useMarket,
  type Application,
  type ProductType,
} from '@storefront/shared';
import { messages } from '../messages';
import { useSubmittedApplication } from './use-submitted-application';
import './congratulations.css';

const m = messages.congratulations;

/**
 * After a submitted application: the success text, the reference to quote, the product and bank
 * chosen, what happens next on the partner's site, how the bonus is paid, and where to ask. The
 * browser's back button leads home.
 */
export function CongratulationsPage() {
  const { product: chosenType, customerEmail } = useApplication();
  const { application, loading } = useSubmittedApplication();
  const navigate = useNavigate();
  useBackButtonGoesHome();
  const type: ProductType = application?.applicationType ?? chosenType ?? 'Card';
  return (
    <section className="sf-congrats" aria-labelledby="sf-congrats-title">
      <Result
        status="success"
        title={
          <h1 id="sf-congrats-title" className="sf-page-title">
            {m.title}
          </h1>
        }
        subTitle={<p>{type === 'Loan' ? m.loanSubmitted : m.cardSubmitted}</p>}
      />
      <div className="sf-congrats__body">
        {loading ? (
          <div className="sf-congrats__summary sf-congrats__summary--loading" role="status" aria-label={m.loadingSummary}>
            <Spin />
          </div>
        ) : (
          application && <Summary application={application} customerEmail={customerEmail} />
        )}
        <NextSteps application={application} type={type} />
        <p className="sf-congrats__help">
          {m.helpQuestion} <Link to="/help-and-support">{m.helpLink}</Link>
        </p>
      </div>
      <div className="sf-congrats__actions">
        <Button type="primary" size="large" onClick={() => navigate('/')}>
          {m.backToHome}
        </Button>
      </div>
    </section>
  );
}

function Summary({ application, customerEmail }: { application: Application; customerEmail: string | null }) {
  const { reference, product } = application;
  return (
    <div className="sf-congrats__summary">
      <div className="sf-congrats__reference">
        <span className="sf-congrats__label" id="sf-congrats-reference-label">
          {m.referenceLabel}
        </span>
        <strong className="sf-congrats__reference-value" aria-labelledby="sf-congrats-reference-label" data-reference>
          {reference}
        </strong>
        <span className="sf-congrats__hint">
          {m.referenceHint} {customerEmail && m.referenceMailed(customerEmail)}
        </span>
      </div>
      {product && (
        <div className="sf-congrats__product">
          {/* Decorative: the product and bank are named beside it. */}
          <img src={productImageUrl(product.productId)} alt="" width={128} height={80} decoding="async" />
          <div>
            <span className="sf-congrats__label">{m.chosenLabel}</span>
            <strong className="sf-congrats__product-name">{m.productOf(product.productName, product.organizationName)}</strong>
          </div>
        </div>
      )}
    </div>
  );
}

function NextSteps({ application, type }: { application: Application | undefined; type: ProductType }) {
  const { countryCode } = useApplication();
  const { data: market } = useMarket(countryCode);
  const bank = application?.product?.organizationName;
  const routingUrl = application?.product?.routingUrl;
  const bonus = market?.bonus;
  const bonusText = bonus && bonus.amount > 0 ? formatMoney(bonus.amount, bonus.currency ?? currencyFor(countryCode)) : null;
  return (
    <div className="sf-congrats__next">
      <h2>{m.nextTitle}</h2>
      <ol>
        <li>
          {bank ? m.finishOnPartner(bank) : m.finishOnPartnerGeneric}
          {bank && routingUrl && (
            <>
              {' '}
              <a href={routingUrl} target="_blank" rel="noopener noreferrer">
                {m.reopenPartner(bank)}
              </a>
            </>
          )}
        </li>
        <li>
          <KeepTogether text={bank ? m.partnerDecides(bank, estimatedProcessingTime) : m.partnerDecidesGeneric(estimatedProcessingTime)} part={estimatedProcessingTime} />
        </li>
        {bonusText && <li>{type === 'Loan' ? m.bonusLoan(bonusText, bonusPaymentDays) : m.bonusCard(bonusText, bonusPaymentDays)}</li>}
      </ol>
    </div>
  );
}

/** `text` with `part` kept on one line ('3-4 working days' never broken after '3-'). */
function KeepTogether({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="sf-congrats__nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}

/**
 * Going back would return to a wizard whose application is already submitted (or leave the site),
 * so one extra history entry catches the back press and sends the visitor to '/'.
 */
function useBackButtonGoesHome() {
  const navigate = useNavigate();
  const trapped = useRef(false);
  useEffect(() => {
    if (!trapped.current) {
      trapped.current = true;
      window.history.pushState(window.history.state, '', window.location.href);
    }
    const onBack = () => navigate('/', { replace: true });
    window.addEventListener('popstate', onBack);
    return () => window.removeEventListener('popstate', onBack);
  }, [navigate]);
}
