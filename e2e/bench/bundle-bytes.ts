// JS the browser downloads before consent and after it (step 0), with the copies of each
// library it loads. Prints figures; asserts nothing (see README.md's table).
import { launchBrowser, newVisitor } from '../harness/browser';
import { startSite } from '../harness/site';
import { formatStats, recordScripts } from './measure-page';

async function main() {
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    const visitor = await newVisitor(browser);
    const { page } = visitor;
    let recorder = recordScripts(page);
    await page.goto(site.shellUrl + '/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Accept All Cookies' }).waitFor();
    const beforeConsent = await recorder.stop();
    console.log(formatStats('Before consent (/)', beforeConsent));

    recorder = recordScripts(page);
    await page.getByRole('button', { name: 'Accept All Cookies' }).click();
    await page.getByLabel('Full Name').waitFor();
    await page.waitForLoadState('networkidle');
    const step0 = await recorder.stop();
    console.log(formatStats('Consent to step 0 (added)', step0));
    await visitor.close();
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
