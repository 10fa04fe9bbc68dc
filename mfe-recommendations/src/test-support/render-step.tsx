/**
 * Renders an exposed step inside test doubles of what the shell gives: the application context
 * (seeded), the wizard frame (records the Next handler and back()), the notice snackbar (records
 * notices), a router (with /congratulations) and a fresh SWR cache.
 */
import { useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import {
  ApplicationProvider,
  NoticeContext,
  WizardContext,
  useApplication,
  type CountryCode,
  type NextHandler,
  type NextOutcome,
  type Notice,
  type ProductType,
  type WizardApi,
  type WizardPosition,
} from '@storefront/shared';

export interface StepOptions {
  applicationId?: number | null;
  countryCode?: CountryCode;
  product?: ProductType | null;
  position?: WizardPosition;
  /** Keep the step mounted when it navigates (as a hook test needs); by default '/congratulations' replaces it. */
  stayMounted?: boolean;
}

function Seed({ applicationId, countryCode, product, children }: Required<Omit<StepOptions, 'position' | 'stayMounted'>> & { children: ReactNode }) {
  const app = useApplication();
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    app.setApplicationId(applicationId);
    app.setCountryCode(countryCode);
    app.setProduct(product);
    setReady(true);
    // Seeded once, as the earlier steps would have.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready ? <>{children}</> : null;
}

export const congratulationsText = 'Congratulations page';

export function renderStep(ui: ReactElement, options: StepOptions = {}) {
  const notices: Notice[] = [];
  let nextHandler: NextHandler | null = null;
  const wizard: WizardApi = {
    position: options.position ?? { step: 3, subStep: 0 },
    setNextHandler: (handler) => {
      nextHandler = handler;
    },
    back: jest.fn(),
    showDialog: jest.fn(),
  };
  const notice = { notify: (n: Notice) => notices.push(n) };
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/']}>
        <ApplicationProvider consentGiven={false}>
          <NoticeContext.Provider value={notice}>
            <WizardContext.Provider value={wizard}>
              <Seed
                applicationId={options.applicationId === undefined ? 42 : options.applicationId}
                countryCode={options.countryCode ?? 'ae'}
                product={options.product === undefined ? 'Card' : options.product}
              >
                {options.stayMounted && ui}
                <Routes>
                  <Route path="/" element={options.stayMounted ? null : ui} />
                  <Route path="/congratulations" element={<p>{congratulationsText}</p>} />
                </Routes>
              </Seed>
            </WizardContext.Provider>
          </NoticeContext.Provider>
        </ApplicationProvider>
      </MemoryRouter>
    </SWRConfig>,
  );

  /** Presses the frame's Next: runs the registered handler and returns its outcome. */
  async function pressNext(): Promise<NextOutcome> {
    if (!nextHandler) throw new Error('The step registered no Next handler');
    let outcome: NextOutcome | undefined;
    await act(async () => {
      outcome = await nextHandler!();
    });
    return outcome!;
  }

  return { ...result, notices, wizard, pressNext };
}
