import type { KeyFacts, LoanChoice, LoanOffer, PublicId } from '@storefront/shared';
import { IslamicBadge } from '../card-recommendations/card-costs';
import { ProductOdds } from '../card-recommendations/card-odds';
import { ProductHeading } from '../common/product-heading';
import { TileActions } from '../common/tile-actions';
import { LoanAdjuster } from './loan-adjuster';
import { LoanFigures, type LoanFiguresSource } from './loan-figures';
import { submittedChoice, useLoanChoice } from './use-loan-choice';

/** What the confirm modal and the comparison show of an offer: its figures for the visitor's choice. */
export interface ChosenLoan {
  offer: LoanOffer;
  figures: LoanFiguresSource;
  keyFacts: KeyFacts;
  /** The amount and tenure of these figures, sent when applying; null for the offer's own. */
  loanChoice: LoanChoice | null;
}

export interface LoanOfferTileProps {
  applicationId: PublicId | null;
  offer: LoanOffer;
  compared: boolean;
  compareFull: boolean;
  onOpen(chosen: ChosenLoan): void;
  onCompare(productId: number): void;
}

/** A loan offer: the visitor's approval odds, its costs for the amount and tenure chosen (adjustable), and 'Apply'. */
export function LoanOfferTile({ applicationId, offer, compared, compareFull, onOpen, onCompare }: LoanOfferTileProps) {
  const loan = useLoanChoice(applicationId, offer);
  const chosen: ChosenLoan = { offer, figures: loan.figures, keyFacts: loan.keyFacts, loanChoice: submittedChoice(offer, loan.figures) };
  const open = () => onOpen(chosen);
  return (
    <li className="rec-card rec-loan" onClick={open}>
      <div className="rec-card-body">
        <ProductHeading organizationName={offer.organizationName} productName={offer.productName} onOpen={open} />
        {offer.islamic && (
          <div className="rec-card-tags">
            <IslamicBadge />
          </div>
        )}
        {offer.eligibility && <ProductOdds eligibility={offer.eligibility} currency={offer.currency} />}
        <div className={loan.current ? 'rec-loan-now' : 'rec-loan-now rec-loan-stale'} aria-busy={loan.pending}>
          <LoanFigures figures={loan.figures} />
        </div>
      </div>
      <LoanAdjuster
        offer={offer}
        choice={loan.choice}
        onChange={loan.setChoice}
        pending={loan.pending}
        error={loan.error}
        onRetry={loan.retry}
      />
      <TileActions
        productId={offer.productId}
        productName={offer.productName}
        compared={compared}
        compareFull={compareFull}
        onCompare={onCompare}
        onApply={open}
      />
    </li>
  );
}
