import type { Locator, Page } from 'playwright-core';
import { answersFor } from '../../harness/catalog';
import { answerQuestions, chooseProduct, fillPersonalInfo, heading, newPerson, pressNext, texts } from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { newQualityVisitor, type QualityVisitor } from '../../harness/quality-browser';
import { startQualitySite } from '../../harness/quality-site';
import type { RemoteName } from '../../harness/site';

// Failure drills: each of the four remotes down (its server stopped) and slow (its server
// accepts connections and never answers, with the chunk timeout shortened to a few seconds). The
// site keeps its header and its consent prompt, only the remote's slot shows 'Loading chunk ...
// failed', the routes that do not need the remote keep working, and Retry recovers once the
// remote is back. No uncaught error reaches the page.

const chunkLoadTimeoutMs = 3000;

const suite = useJourneySuite({
  site: () => startQualitySite({ chunkLoadTimeoutMs }),
  // Every quality test runs under the shell's real CSP: nothing it does may break it.
  checkVisitor: (visitor: QualityVisitor) => expect(visitor.cspViolations).toEqual([]),
});

interface Drill {
  /** The page where the visitor meets the consent prompt and then the remote. */
  entry: string;
  /** The federation id the failure names. */
  chunk: string;
  /** From consent to the moment the remote's slot mounts. */
  reach(page: Page): Promise<void>;
  /** What the slot shows once the remote has loaded. */
  loaded(page: Page): Locator;
  /** Other routes, each with what it shows while this remote is unavailable. */
  others: [string, (page: Page) => Locator][];
}

const helpForm = (page: Page) => page.getByRole('heading', { name: 'Help & Support', level: 1 });
/** A page of the shell alone (the fallback of an unknown address): /congratulations needs a submitted application. */
const shellPage = (page: Page) => page.getByRole('heading', { name: 'Unexpected Application Error!' });
const stepZero = (page: Page) => page.getByLabel('Full Name');

const drills: Record<RemoteName, Drill> = {
  onboarding: {
    entry: '/',
    chunk: 'mfe_onboarding/PersonalInfoStep',
    reach: async () => undefined,
    loaded: stepZero,
    others: [
      ['/help-and-support', helpForm],
      ['/terms-of-service', (page) => page.getByRole('button', { name: 'Agree and Continue' })],
      ['/no-such-page', shellPage],
    ],
  },
  eligibility: {
    entry: '/',
    chunk: 'mfe_eligibility/EligibilityStep',
    reach: async (page) => {
      await stepZero(page).waitFor();
      await fillPersonalInfo(page, newPerson('drill-eligibility'));
      await pressNext(page);
      await chooseProduct(page, 'Card');
      await pressNext(page);
    },
    loaded: (page) => page.getByRole('radiogroup').first(),
    others: [
      ['/help-and-support', helpForm],
      ['/no-such-page', shellPage],
    ],
  },
  recommendations: {
    entry: '/',
    chunk: 'mfe_recommendations/CardFeatureStep',
    reach: async (page) => {
      await stepZero(page).waitFor();
      await fillPersonalInfo(page, newPerson('drill-recommendations'));
      await pressNext(page);
      await chooseProduct(page, 'Card');
      await pressNext(page);
      await answerQuestions(page, answersFor('pk', 'Card', 'good'));
      await pressNext(page);
    },
    loaded: (page) => page.getByRole('checkbox', { name: 'Cashback', exact: true }),
    others: [
      ['/help-and-support', helpForm],
      ['/', (page) => heading(page, texts.personalInfoTitle)],
    ],
  },
  support: {
    entry: '/help-and-support',
    chunk: 'mfe_support/HelpAndSupportPage',
    reach: async () => undefined,
    loaded: stepZero,
    others: [
      ['/', (page) => heading(page, texts.personalInfoTitle)],
      ['/no-such-page', shellPage],
    ],
  },
};

const cases = (Object.keys(drills) as RemoteName[]).flatMap((remote) =>
  (['down', 'slow'] as const).map((mode) => [remote, mode] as const),
);

describe.each(cases)('mfe-%s %s', (remote, mode) => {
  it('keeps the header and the consent prompt, fails only its slot, spares the other routes, and recovers on Retry', async () => {
    const drill = drills[remote];
    if (mode === 'down') await suite.site.stopRemote(remote);
    else await suite.site.hangRemote(remote);
    try {
      const visitor = suite.track(await newQualityVisitor(suite.browser));
      const { page, context } = visitor;
      await page.goto(suite.site.shellUrl + drill.entry);
      await page.getByRole('banner').getByRole('link', { name: 'Cashback Storefront home' }).waitFor();
      await page.getByRole('button', { name: 'Accept All Cookies' }).click();
      await drill.reach(page);

      const failure = page.getByRole('alert').filter({ hasText: `Loading chunk ${drill.chunk} failed` });
      await failure.waitFor({ timeout: chunkLoadTimeoutMs + 10000 });
      await page.getByRole('banner').getByRole('radiogroup', { name: 'Country' }).waitFor();
      if (drill.entry !== '/help-and-support') await page.getByRole('button', { name: 'Help & Support' }).waitFor();

      // The other routes, in another tab of the same visitor, while the remote is still unavailable.
      for (const [route, shows] of drill.others) {
        const other = await context.newPage();
        const errors: string[] = [];
        other.on('pageerror', (error) => errors.push(error.message));
        await other.goto(suite.site.shellUrl + route);
        await shows(other).waitFor();
        await expect(other.getByText(/Loading chunk .+ failed/).count()).resolves.toBe(0);
        expect(errors).toEqual([]);
        await other.close();
      }

      await suite.site.startRemote(remote);
      await failure.getByRole('button', { name: 'Retry' }).click();
      await drill.loaded(page).waitFor();
      await expect(page.getByText(/Loading chunk .+ failed/).count()).resolves.toBe(0);
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await suite.site.startRemote(remote);
    }
  });
});

describe.each(['down', 'slow'] as const)("the step a consented visitor's page opens on, its remote %s", (mode) => {
  it('fails only in its slot (its preload quietly), with no page error, and recovers on Retry', async () => {
    if (mode === 'down') await suite.site.stopRemote('onboarding');
    else await suite.site.hangRemote('onboarding');
    try {
      const visitor = suite.track(await newQualityVisitor(suite.browser, { consent: true }));
      const { page } = visitor;
      await page.goto(suite.site.shellUrl + '/');

      const failure = page.getByRole('alert').filter({ hasText: 'Loading chunk mfe_onboarding/PersonalInfoStep failed' });
      await failure.waitFor({ timeout: chunkLoadTimeoutMs + 10000 });
      await page.getByRole('banner').getByRole('radiogroup', { name: 'Country' }).waitFor();
      await expect(page.getByRole('alert').filter({ hasText: /Loading chunk .+ failed/ }).count()).resolves.toBe(1);

      await suite.site.startRemote('onboarding');
      await failure.getByRole('button', { name: 'Retry' }).click();
      await stepZero(page).waitFor();
      expect(visitor.pageErrors).toEqual([]);
    } finally {
      await suite.site.startRemote('onboarding');
    }
  });
});
