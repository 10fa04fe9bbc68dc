import { createContext, useContext, useEffect, useRef } from 'react';
import type { WizardPosition } from './machine';
import type { LoanShortfall } from '../contract/loan-requests';

/**
 * Why no product fits the visitor, for the no-product dialog: a hard-stop answer (the question and
 * the answer given), a credit score below the cards' threshold, or the loan engine's shortfall
 * (PUT /api/loan-requests/public), with the market's currency.
 */
export type NoProductReason =
  | { kind: 'hardStop'; question: string; answer: string }
  | { kind: 'creditScore' }
  | { kind: 'loanShortfall'; shortfall: LoanShortfall; currency: string };

/** What a step answers when the visitor presses Next. */
export type NextOutcome =
  /** Go where the rules of spec section 4 say. */
  | { type: 'advance' }
  /** Stay: the step has told the visitor why (a notice or field errors). */
  | { type: 'stay' }
  /** Show 'Unfortunately, we don’t have any products that fits your profile', with why when the step knows. */
  | { type: 'noEligibleProduct'; reason?: NoProductReason }
  /** Show 'Oops! Something went wrong'. */
  | { type: 'unexpectedError' };

export type NextHandler = () => Promise<NextOutcome>;
export type WizardDialog = 'noEligibleProduct' | 'unexpectedError';

export interface WizardApi {
  position: WizardPosition;
  /** Registers what Next means for the mounted step; null unregisters. */
  setNextHandler(handler: NextHandler | null): void;
  /** One step back by the rules (also 'Reset Filter' and 'Return back Home'). */
  back(): void;
  showDialog(dialog: WizardDialog): void;
}

export const WizardContext = createContext<WizardApi | null>(null);

export function useWizard(): WizardApi {
  const api = useContext(WizardContext);
  if (!api) throw new Error('useWizard must be used inside the wizard frame');
  return api;
}

/** Registers the step's Next handler while it is mounted; always calls the latest closure. */
export function useNextHandler(handler: NextHandler): void {
  const { setNextHandler } = useWizard();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    setNextHandler(() => latest.current());
    return () => setNextHandler(null);
  }, [setNextHandler]);
}
