import { act, render } from '@testing-library/react';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import {
  ApplicationProvider,
  NoticeContext,
  setRuntimeConfig,
  storageKeys,
  useApplication,
  WizardContext,
  type ApplicationState,
  type CountryCode,
  type NextHandler,
  type NextOutcome,
  type Notice,
  type ProductType,
  type WizardApi,
  type WizardPosition,
} from '@storefront/shared';

export interface Seed {
  applicationId?: number;
  customerId?: number;
  locationId?: number;
  product?: ProductType;
}

export interface StepOptions {
  /** Stored as the visitor's country before the page starts (as after consent). */
  country?: CountryCode;
  seed?: Seed;
  position?: WizardPosition;
}

export interface StepHarness {
  notices: Notice[];
  wizard: { back: jest.Mock; showDialog: jest.Mock };
  /** The application context as the frame would read it after Next. */
  app(): ApplicationState;
  /** Presses Next the way the frame does: calls the handler the step registered. */
  next(): Promise<NextOutcome>;
  hasNextHandler(): boolean;
  unmount(): void;
}

export function setTestRuntimeConfig(): void {
  setRuntimeConfig({
    apiBaseUrl: 'http://api.test',
    remotes: { onboarding: 'x', eligibility: 'x', recommendations: 'x', support: 'x' },
    chunkLoadTimeoutMs: 120000,
  });
}

function SeedAndProbe({
  seed,
  probe,
  children,
}: {
  seed: Seed;
  probe: (s: ApplicationState) => void;
  children: ReactNode;
}) {
  const app = useApplication();
  probe(app);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (seed.applicationId !== undefined) app.setApplicationId(seed.applicationId);
    if (seed.customerId !== undefined) app.setCustomerId(seed.customerId);
    if (seed.locationId !== undefined) app.setLocationId(seed.locationId);
    if (seed.product !== undefined) app.setProduct(seed.product);
    setReady(true);
    // Seeded once, as the earlier steps would have.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready ? <>{children}</> : null;
}

/** Renders a step inside the providers the shell gives, with test doubles of the frame and snackbar. */
export function renderStep(ui: ReactElement, options: StepOptions = {}) {
  window.localStorage.clear();
  if (options.country) window.localStorage.setItem(storageKeys.selectedCountry, options.country);
  setTestRuntimeConfig();

  const notices: Notice[] = [];
  let handler: NextHandler | null = null;
  let latest: ApplicationState | null = null;
  const wizard: WizardApi & { back: jest.Mock; showDialog: jest.Mock } = {
    position: options.position ?? { step: 0, subStep: 0 },
    setNextHandler: (h) => {
      handler = h;
    },
    back: jest.fn(),
    showDialog: jest.fn(),
  };
  const noticeApi = { notify: (n: Notice) => notices.push(n) };

  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ApplicationProvider consentGiven>
        <NoticeContext.Provider value={noticeApi}>
          <WizardContext.Provider value={wizard}>
            <SeedAndProbe seed={options.seed ?? {}} probe={(s) => (latest = s)}>
              {ui}
            </SeedAndProbe>
          </WizardContext.Provider>
        </NoticeContext.Provider>
      </ApplicationProvider>
    </SWRConfig>,
  );

  const harness: StepHarness = {
    notices,
    wizard,
    app: () => {
      if (!latest) throw new Error('Application context not rendered');
      return latest;
    },
    next: async () => {
      if (!handler) throw new Error('The step registered no Next handler');
      let outcome: NextOutcome | undefined;
      await act(async () => {
        outcome = await handler!();
      });
      return outcome!;
    },
    hasNextHandler: () => handler !== null,
    unmount: result.unmount,
  };
  return { ...result, ...harness };
}
