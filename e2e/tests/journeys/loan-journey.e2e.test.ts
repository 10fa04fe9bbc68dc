import type { LoanOffer } from '@storefront/shared/contract';
import { newVisitor } from '../../harness/browser';
import { answersFor, partnerAddress, seedCatalog } from '../../harness/catalog';
import {
  accessTokenOf,
  answerPartnerSites,
  answerQuestions,
  apiGet,
  applicationIdOf,
  applyPatienceMs,
  heading,
  newPerson,
  openedDialog,
  pressNext,
  reachEligibility,
  readBrowserTimer,
  recordApiCalls,
  screenshotStep,
  snackbar,
  startBrowserTimer,
  texts,
  waitForCongratulations,
  wizardStartPath,
} from '../../harness/journey';
import { useJourneySuite } from '../../harness/journey-suite';
import { startSite } from '../../harness/site';

// The loan journey of a UAE visitor, consent to /congratulations, against the real API,
// with the confirmation mail delivered to an SMTP server this file starts.

const suite = useJourneySuite({
  mail: true,
  site: (smtpUrl) => startSite({ apiEnv: { SMTP_URL: smtpUrl } }),
  ledger: true,
});

it('a UAE visitor sees the loan offers the API computed, applies for one, and gets one mail', async () => {
  const visitor = suite.track(await newVisitor(suite.browser, { width: 1280, height: 900 }));
  const { page } = visitor;
  const partners = await answerPartnerSites(visitor.context);
  const calls = recordApiCalls(page, suite.site.apiUrl);
  const person = newPerson('ae-loan-journey');
  const answers = answersFor('ae', 'Loan', 'good');

  await reachEligibility(page, suite.site, { country: 'ae', product: 'Loan', person, acceptCookies: true });
  await answerQuestions(page, answers);
  await pressNext(page);
  await heading(page, texts.loansTitle).waitFor();
  await heading(page, texts.loansHeadline).waitFor();
  await page.getByText(texts.loansText).waitFor();
  await page.getByRole('button', { name: 'Return back Home' }).waitFor();
  await page.getByText('Get a free AED 200 bonus for any approved card or instant cash loan.').first().waitFor();
  await page.locator('li.rec-loan').first().waitFor();
  await screenshotStep(visitor, 'journey-ae-loan-step4-offers');

  const applicationId = applicationIdOf(calls);
  const offers = await apiGet<LoanOffer[]>(suite.site, `/api/recommendations/public/loan/${applicationId}`, 'ae', accessTokenOf(calls));
  expect(offers.length).toBeGreaterThan(0);
  const shown = await page.locator('li.rec-loan').evaluateAll((items) =>
    items.map((li) => ({
      bank: li.querySelector('.rec-card-bank')?.textContent?.trim(),
      name: li.querySelector('.rec-card-name')?.textContent?.trim(),
      figures: Object.fromEntries(
        [...li.querySelectorAll('dl > div')].map((d) => [
          d.querySelector('dt')?.textContent,
          // The amounts keep their currency code with a no-break space (Intl).
          d.querySelector('dd')?.textContent?.replace(/\u00a0/g, ' '),
        ]),
      ),
    })),
  );
  expect(shown).toEqual(
    offers.map((o) => ({
      bank: o.organizationName,
      name: o.productName,
      figures: {
        Tenure: `${o.loanTenure} months`,
        'Loan Amount': o.loanAmountTxt,
        'Processing Fee': `AED ${o.processingFee.toLocaleString('en-US', { maximumFractionDigits: 2 })}`,
        'Interest Rate': `${o.interest.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`,
      },
    })),
  );

  const chosen = offers[0];
  await page.getByRole('button', { name: chosen.productName, exact: true }).click();
  const confirm = await openedDialog(page, texts.confirmTitle);
  await confirm.getByText(chosen.description, { exact: true }).waitFor();
  await confirm.getByText(chosen.loanAmountTxt, { exact: true }).waitFor();
  for (const feature of chosen.features) await confirm.getByText(feature, { exact: true }).waitFor();
  await screenshotStep(visitor, 'journey-ae-loan-step4-confirm');

  // A first try while the API is down: the spec's text, the modal stays, nothing opens.
  await suite.site.api!.halt();
  try {
    await confirm.getByRole('button', { name: 'Apply now' }).click();
    await snackbar(page, 'No response from server').waitFor();
    await confirm.getByRole('button', { name: 'Apply now' }).waitFor();
    await expect(page.getByText(texts.loanRedirecting).count()).resolves.toBe(0);
    expect(visitor.context.pages()).toHaveLength(1);
  } finally {
    await suite.site.api!.resume();
  }
  expect(visitor.errors.every((e) => e.includes('Failed to load resource'))).toBe(true);
  visitor.errors.length = 0;

  await startBrowserTimer(page, 'applyToCongratulations', 'Apply now', '.sf-page-title');
  const popup = page.waitForEvent('popup', { timeout: applyPatienceMs });
  await confirm.getByRole('button', { name: 'Apply now' }).click();
  await page.getByText(texts.loanRedirecting).waitFor({ timeout: applyPatienceMs });
  await page.getByText(texts.doNotLeave).waitFor();
  const partner = await popup;
  await partner.waitForLoadState();
  const partnerUrl = partner.url();
  await waitForCongratulations(page, suite.site.shellUrl);
  await page.getByText('Your loan application was submitted successfully.').waitFor();
  const toCongratulations = await readBrowserTimer(page, 'applyToCongratulations');
  await screenshotStep(visitor, 'journey-ae-loan-congratulations');
  await page.goBack();
  await page.waitForURL(`${suite.site.shellUrl}${wizardStartPath}`);
  await heading(page, texts.personalInfoTitle).waitFor();
  console.log(`[ae loan] 'Apply now' -> /congratulations: ${toCongratulations} ms`);

  // Every call the page's script sent carries the market it was sent for: AE from the visitor's
  // choice of UAE on; before it (the consent and step 0 counted for the funnel, the market asked)
  // the default market, Pakistan, whose calls carry no X-Country-Key. Images are loaded by address.
  const scriptCalls = calls.filter((c) => c.fromScript && !c.path.startsWith('/api/markets/public/'));
  const choice = scriptCalls.findIndex((c) => c.path === '/api/customer-profiles/public');
  expect(choice).toBeGreaterThanOrEqual(0);
  expect(scriptCalls.slice(0, choice).map((c) => [c.path, c.countryKey])).toEqual(
    scriptCalls.slice(0, choice).map(() => ['/api/funnel-events/public', undefined]),
  );
  expect([...new Set(scriptCalls.slice(choice).map((c) => c.countryKey))]).toEqual(['AE']);
  const application = await apiGet<{ status: string; applicationType: string; product: { productId: number } | null }>(
    suite.site,
    `/api/applications/public/${applicationId}`,
    'ae',
    accessTokenOf(calls),
  );
  expect(application).toMatchObject({
    status: 'Submitted',
    applicationType: 'Loan',
    product: { productId: chosen.productId },
  });

  const [mail] = await suite.sink.waitForMailTo(person.email);
  expect(mail.subject).toBe('Your Loan Application Received');
  for (const text of [person.fullName, chosen.productName, chosen.organizationName, '3-4 working days'])
    expect(mail.html).toContain(text);
  // The offer's figures as the loan step showed them (the mail reads them from the same Key Facts).
  const figure = (id: string) => chosen.keyFacts.facts.find((f) => f.id === id)!.value;
  expect(mail.text).toContain(
    [
      `Amount borrowed: ${figure('amount')}`,
      `Tenure: ${chosen.loanTenure} months`,
      `${chosen.keyFacts.facts.find((f) => f.id === 'rate')!.label}: ${figure('rate')}`,
      `Processing fee: ${figure('processingFee')}`,
      `Monthly instalment: ${figure('monthlyInstalment')}`,
    ].join('\n'),
  );
  expect(figure('amount')).toBe(`AED ${chosen.loanAmount.toLocaleString('en-US')}`);
  const reference = /^Application ID: (SF-[A-Z0-9]{8})$/m.exec(mail.text)?.[1];
  expect(reference).toBeDefined();
  expect(mail.text).toContain(`Finish your application: ${partnerAddress(chosen.routingUrl, reference!)}\n`);
  expect(partnerUrl).toBe(partnerAddress(chosen.routingUrl, reference!));

  // After a restart the confirmation's outbox row is final, and no mail goes twice. The visitor's
  // page is closed first: a call it sends while the API is down would be refused.
  await page.close();
  await suite.site.api!.restart();
  const created = await suite.ledger.newRecords();
  expect(created.customers).toEqual([expect.objectContaining({ email: person.email, country: 'ae' })]);
  expect(created.applications).toEqual([
    expect.objectContaining({
      id: applicationId,
      applicationType: 'Loan',
      status: 'Submitted',
      productId: chosen.productId,
    }),
  ]);
  expect(created.answers.map((a) => a.optionId).sort()).toEqual(answers.map((a) => a.option.id).sort());
  expect(created.productRecommendations.map((r) => r.productId).sort()).toEqual(offers.map((o) => o.productId).sort());
  expect(created.preferences).toEqual([]);
  expect(created.selectedFeatures).toEqual([]);
  expect(created.outbox).toEqual([
    expect.objectContaining({ kind: 'loan_confirmation', applicationId, toAddress: person.email, status: 'sent' }),
  ]);
  expect(suite.sink.received.filter((m) => m.to.includes(person.email))).toHaveLength(1);
  expect(partners).toEqual([partnerAddress(chosen.routingUrl, reference!)]);
  expect(seedCatalog('ae').loans.map((l) => l.id)).toContain(chosen.productId);
  expect(visitor.foreignRequests).toEqual([]);
  expect(visitor.errors).toEqual([]);
});
