import { newVisitor } from '../harness/browser';
import { useJourneySuite } from '../harness/journey-suite';
import { startSite } from '../harness/site';

// The site must survive mfe-support being down or hanging: header and consent keep working,
// the remote's slot says what failed and offers a retry that recovers once the remote is back.

const suite = useJourneySuite({});

const failure = /Loading chunk .+ failed/;

it('with mfe-support stopped, the rest of the site works and Retry recovers once it is back', async () => {
  const site = await startSite({ down: ['support'], api: false });
  try {
    const visitor = suite.track(await newVisitor(suite.browser));
    const { page } = visitor;
    await page.goto(site.shellUrl + '/help-and-support');
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.getByText(failure).waitFor();
    // The header is intact and other routes still render.
    await page.getByRole('banner').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    await site.startRemote('support');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Full Name').waitFor();
  } finally {
    await site.stop();
  }
});

it('with a manifest that never answers, the slot times out, keeps the page, and recovers on retry', async () => {
  const site = await startSite({ api: false, chunkLoadTimeoutMs: 3000 });
  try {
    await site.hangRemote('support');
    const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
    const { page } = visitor;
    await page.goto(site.shellUrl + '/help-and-support');
    await page.getByRole('banner').waitFor();
    await page.getByText(failure).waitFor({ timeout: 15000 });
    await site.startRemote('support');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByLabel('Full Name').waitFor();
  } finally {
    await site.stop();
  }
});

it('another route keeps working while mfe-support is down', async () => {
  const site = await startSite({ down: ['support'], api: false });
  try {
    const visitor = suite.track(await newVisitor(suite.browser, { consent: true }));
    const { page } = visitor;
    // A page of the shell alone: the fallback of an unknown address.
    await page.goto(site.shellUrl + '/no-such-page');
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
  } finally {
    await site.stop();
  }
});
