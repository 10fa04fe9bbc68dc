/**
 * Renders a step (or any exposed page) inside test doubles of what the shell gives: the
 * message store's provider (Lingui's, for <Trans>), the application context (seeded as the
 * earlier steps would have left it), the wizard frame
 * (records the Next handler, back() and showDialog()), the notice snackbar (records notices),
 * the confirmation e-mail's state, a memory router and a fresh SWR cache.
 */
import { act, render, type RenderResult } from '@testing-library/react';
import { StrictMode, useLayoutEffect, useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import {
  activateLanguage,
  ApplicationProvider,
  ConfirmationMailProvider,
  i18n,
  I18nProvider,
  JourneyProvider,
  NoticeContext,
  storageKeys,
  useApplication,
  useConfirmationMail,
  WizardContext,
  type ApplicationState,
  type ConfirmationMailApi,
  type CountryCode,
  type Language,
  type NextHandler,
  type NextOutcome,
  type Notice,
  type ProductType,
  type PublicId,
  type WizardApi,
  type WizardPosition,
} from '@storefront/shared';
import { setTestRuntimeConfig } from './runtime-config';

/** What the earlier steps (and the visitor's country choice) leave in the application context. */
export interface Seed {
  applicationId?: PublicId | null;
  customerId?: PublicId | null;
  customerEmail?: string | null;
  locationId?: number | null;
  product?: ProductType | null;
  /** Stored as the visitor's country before the page starts (as after consent): requests carry its header. */
  countryCode?: CountryCode;
  /**
   * Stored as the visitor's language choice before the page starts (English unless given; every
   * test starts in English). renderStepIn waits for its catalogs first.
   */
  language?: Language;
}

export interface StepOptions {
  seed?: Seed;
  /** Where the frame stands; { step: 0, subStep: 0 } unless given. */
  position?: WizardPosition;
  /** Routes beside '/' (the ui) and '/congratulations', path to element. */
  routes?: Record<string, ReactElement>;
  /** The memory router's history; ['/'] unless given. */
  initialEntries?: string[];
  /** Defaults to the last entry. */
  initialIndex?: number;
  /** Keep the ui mounted when it navigates (as a hook test needs); by default '/congratulations' replaces it. */
  stayMounted?: boolean;
  /** Render in StrictMode, as in development: initialisers and effects run twice. */
  strictMode?: boolean;
}

export interface StepHarness {
  notices: Notice[];
  wizard: WizardApi & { back: jest.Mock; showDialog: jest.Mock };
  /** The application context as the frame would read it now. */
  app(): ApplicationState;
  /** The confirmation e-mail's state as the shell would show it now. */
  confirmationMail(): ConfirmationMailApi;
  /** Presses Next the way the frame does: runs the handler the step registered, returns its outcome. */
  next(): Promise<NextOutcome>;
  hasNextHandler(): boolean;
}

/** What the '/congratulations' route shows, so a test can see the step navigated there. */
export const congratulationsText = 'Congratulations page';

function SeedAndProbe({
  seed,
  probe,
  children,
}: {
  seed: Seed;
  probe(app: ApplicationState, mail: ConfirmationMailApi): void;
  children: ReactNode;
}) {
  const app = useApplication();
  probe(app, useConfirmationMail());
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    if (seed.applicationId !== undefined) app.setApplicationId(seed.applicationId);
    if (seed.customerId !== undefined) app.setCustomerId(seed.customerId);
    if (seed.customerEmail !== undefined) app.setCustomerEmail(seed.customerEmail);
    if (seed.locationId !== undefined) app.setLocationId(seed.locationId);
    if (seed.product !== undefined) app.setProduct(seed.product);
    setReady(true);
    // Seeded once, as the earlier steps would have.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready ? <>{children}</> : null;
}

/**
 * Starts from empty storage (a first visit), sets the test runtime config (API at
 * http://api.test) and renders `ui` at '/'.
 */
export function renderStep(ui: ReactElement, options: StepOptions = {}): RenderResult & StepHarness {
  const seed = options.seed ?? {};
  window.localStorage.clear();
  if (seed.countryCode) window.localStorage.setItem(storageKeys.selectedCountry, seed.countryCode);
  if (seed.language) window.localStorage.setItem(storageKeys.selectedLanguage, seed.language);
  setTestRuntimeConfig();

  const notices: Notice[] = [];
  let handler: NextHandler | null = null;
  let latest: ApplicationState | null = null;
  let latestMail: ConfirmationMailApi | null = null;
  const wizard: StepHarness['wizard'] = {
    position: options.position ?? { step: 0, subStep: 0 },
    setNextHandler: (h) => {
      handler = h;
    },
    back: jest.fn(),
    showDialog: jest.fn(),
  };
  const noticeApi = { notify: (notice: Notice) => notices.push(notice) };
  const entries = options.initialEntries ?? ['/'];

  const tree = (
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={entries} initialIndex={options.initialIndex ?? entries.length - 1}>
          <ApplicationProvider consentGiven>
            <JourneyProvider>
              <ConfirmationMailProvider>
                <NoticeContext.Provider value={noticeApi}>
                  <WizardContext.Provider value={wizard}>
                    <SeedAndProbe
                      seed={seed}
                      probe={(app, mail) => {
                        latest = app;
                        latestMail = mail;
                      }}
                    >
                      {options.stayMounted && ui}
                      <Routes>
                        <Route path="/" element={options.stayMounted ? null : ui} />
                        <Route path="/congratulations" element={<p>{congratulationsText}</p>} />
                        {Object.entries(options.routes ?? {}).map(([path, element]) => (
                          <Route key={path} path={path} element={element} />
                        ))}
                      </Routes>
                    </SeedAndProbe>
                  </WizardContext.Provider>
                </NoticeContext.Provider>
              </ConfirmationMailProvider>
            </JourneyProvider>
          </ApplicationProvider>
        </MemoryRouter>
      </SWRConfig>
    </I18nProvider>
  );
  const result = render(options.strictMode ? <StrictMode>{tree}</StrictMode> : tree);

  return {
    ...result,
    notices,
    wizard,
    app: () => {
      if (!latest) throw new Error('Application context not rendered');
      return latest;
    },
    confirmationMail: () => {
      if (!latestMail) throw new Error('Confirmation e-mail state not rendered');
      return latestMail;
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
  };
}

/**
 * renderStep in a language (and the country, Pakistan unless seeded): its catalogs are loaded and
 * active before the first render, as the shell's start leaves them, so no text shows in English first.
 */
export async function renderStepIn(
  language: Language,
  ui: ReactElement,
  options: StepOptions = {},
): Promise<RenderResult & StepHarness> {
  const seed = { ...options.seed, language };
  await act(() => activateLanguage(language, seed.countryCode ?? 'pk'));
  return renderStep(ui, { ...options, seed });
}
