import { createContext, useContext, useEffect, useRef } from 'react';
import type { WizardPosition } from './machine';

/** What a step answers when the visitor presses Next. */
export type NextOutcome =
  /** Go where the rules of spec section 4 say. */
  | { type: 'advance' }
  /** Stay: the step has told the visitor why (a notice or field errors). */
  | { type: 'stay' }
  /** Show 'Unfortunately, we don’t have any products that fits your profile'. */
  | { type: 'noEligibleProduct' }
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
