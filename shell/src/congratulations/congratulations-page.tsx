import { useEffect, useRef } from 'react';
import { Button, Result, Spin } from '@storefront/shared/ui';
import { Link, useNavigate } from '@storefront/shared/router';
import {
  currencyOf,
  formatMoney,
  isolateLtr,
  productImageUrl,
  trackApplicationPath,
  useApplication,
  useMarket,
  type Application,
  type ProductType,
} from '@storefront/shared';
import { useT } from '../i18n';
import { useSubmittedApplication } from './use-submitted-application';
import './congratulations.css';


/**
 * After a submitted application: the success text, the reference to quote, the product and bank
 * chosen, what happens next on the partner's site, how the bonus is paid, and where to ask. The
 * browser's back button leads home.
 */
export function CongratulationsPage() {
  const t = useT();
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
            {t('congratulations.title')}
          </h1>
        }
        subTitle={
          <>
            <p>{type === 'Loan' ? t('congratulations.loanSubmitted') : t('congratulations.cardSubmitted')}</p>
            {/* The spec's sentence, and that the application is finished on the bank's site (docs/spec-deviations.md). */}
            <p className="sf-congrats__still-to-finish">{t('congratulations.stillToFinish')}</p>
          </>
        }
      />
      <div className="sf-congrats__body">
        {loading ? (
          <div className="sf-congrats__summary sf-congrats__summary--loading" role="status" aria-label={t('congratulations.loadingSummary')}>
            <Spin />
          </div>
        ) : (
          application && <Summary application={application} customerEmail={customerEmail} />
        )}
        <NextSteps application={application} type={type} />
        <p className="sf-congrats__help">
          {t('congratulations.helpQuestion')} <Link to="/help-and-support">{t('congratulations.helpLink')}</Link>
        </p>
        <p className="sf-congrats__help">
          {t('congratulations.trackQuestion')} <Link to={trackApplicationPath}>{t('congratulations.trackLink')}</Link>
        </p>
      </div>
      <div className="sf-congrats__actions">
        <Button type="primary" size="large" onClick={() => navigate('/')}>
          {t('congratulations.backToHome')}
        </Button>
      </div>
    </section>
  );
}

function Summary({ application, customerEmail }: { application: Application; customerEmail: string | null }) {
  const t = useT();
  const { language } = useApplication();
  const { reference, product } = application;
  return (
    <div className="sf-congrats__summary">
      <div className="sf-congrats__reference">
        <span className="sf-congrats__label" id="sf-congrats-reference-label">
          {t('congratulations.referenceLabel')}
        </span>
        <strong className="sf-congrats__reference-value" aria-labelledby="sf-congrats-reference-label" data-reference dir="ltr">
          {reference}
        </strong>
        <span className="sf-congrats__hint">
          {t('congratulations.referenceHint')} {customerEmail && t('congratulations.referenceMailed', { email: isolateLtr(customerEmail, language) })}
        </span>
      </div>
      {product && (
        <div className="sf-congrats__product">
          {/* Decorative: the product and bank are named beside it. */}
          <img src={productImageUrl(product.productId)} alt="" width={128} height={80} decoding="async" />
          <div>
            <span className="sf-congrats__label">{t('congratulations.chosenLabel')}</span>
            <strong className="sf-congrats__product-name">{t('congratulations.productOf', { product: product.productName, bank: product.organizationName })}</strong>
          </div>
        </div>
      )}
    </div>
  );
}

function NextSteps({ application, type }: { application: Application | undefined; type: ProductType }) {
  const t = useT();
  const { countryCode } = useApplication();
  const { data: market } = useMarket(countryCode);
  const bank = application?.product?.organizationName;
  const routingUrl = application?.product?.routingUrl;
  const bonus = market?.bonus;
  const bonusText = bonus && bonus.amount > 0 ? formatMoney(bonus.amount, bonus.currency ?? currencyOf(countryCode)) : null;
  // The spec's estimate (estimatedProcessingTime in English), in the active language.
  const time = t('congratulations.processingTime');
  return (
    <div className="sf-congrats__next">
      <h2>{t('congratulations.nextTitle')}</h2>
      <ol>
        <li>
          {bank ? t('congratulations.finishOnPartner', { bank }) : t('congratulations.finishOnPartnerGeneric')}
          {bank && routingUrl && (
            <>
              {' '}
              <a href={routingUrl} target="_blank" rel="noopener noreferrer">
                {t('congratulations.reopenPartner', { bank })}
              </a>
            </>
          )}
        </li>
        <li>
          <KeepTogether text={bank ? t('congratulations.partnerDecides', { bank, time }) : t('congratulations.partnerDecidesGeneric', { time })} part={time} />
        </li>
        {bonus && bonusText && <li>{type === 'Loan' ? t('congratulations.bonusLoan', { bonus: bonusText, days: bonus.lockDays }) : t('congratulations.bonusCard', { bonus: bonusText, days: bonus.lockDays })}</li>}
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
