import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { activateLanguage, estimatedProcessingTime, storageKeys, type Application, type ProductType } from '@storefront/shared';
import english from '../../messages/en.json';
import { mockApi, ok, setTestRuntimeConfig, type MockApi } from '@storefront/shared/testing';
import { createStorefrontRouter } from '../../app/storefront-router';
import { StorefrontApp } from '../../app/storefront-app';
import { RemoteLoaderContext } from '../../remote-loading/remote-loader';
import { fakeLoader, giveStoredConsent, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';
import { keepJourneyInTab, keepSubmittedJourneyInTab, testIds } from '../../test-support/journey';

let api: MockApi;

function submitted(type: ProductType): Application {
  return {
    applicationId: testIds.applicationId,
    reference: 'SF-7KQ4M2XD',
    customer: { customerId: testIds.customerId, name: 'Sara Ahmed', clientRiskProfile: 'Low' },
    location: { locationId: 1 },
    product: type === 'Card'
      ? { productId: 1307, productName: 'Falcon Islamic Gold', routingUrl: 'https://www.falcon-national-bank.example/cards/islamic-gold', organizationName: 'Falcon National Bank' }
      : { productId: 1401, productName: 'Gulf Instant Cash', routingUrl: 'https://www.gulf-pearl-bank.example/loans/instant', organizationName: 'Gulf Pearl Bank' },
    applicationType: type,
    status: 'Submitted',
  };
}

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
  window.sessionStorage.clear();
  api = mockApi();
  api.on('GET', '/api/markets/public/ae', ok({ country: 'ae', productTypes: ['Card', 'Loan'], bonus: { amount: 200, currency: 'AED', lockDays: 45 } }));
});

const applicationPath = `/api/applications/public/${testIds.applicationId}`;

it('shows the reference to quote, the card and bank chosen, the next steps on the partner site, the bonus and where to ask', async () => {
  keepSubmittedJourneyInTab('Card');
  api.on('GET', applicationPath, ok(submitted('Card')));
  renderStorefront('/congratulations', { consent: true });
  // The first render also loads the page's chunk.
  expect(await screen.findByRole('heading', { name: 'Congratulations!' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByText('Your credit card application was submitted successfully.')).toBeInTheDocument();
  // The spec's sentence stays; the next line says what the visitor still has to do.
  expect(screen.getByText("One more step: finish your application on the bank's website before it can be approved.")).toBeInTheDocument();

  expect(await screen.findByText('SF-7KQ4M2XD')).toBeInTheDocument();
  expect(screen.getByText(/Quote it whenever you contact us about this application\. It is also in the confirmation e-mail we are sending to sara@example\.com\./)).toBeInTheDocument();
  expect(screen.getByText('Falcon Islamic Gold from Falcon National Bank')).toBeInTheDocument();
  expect(document.querySelector('.sf-congrats__product img')).toHaveAttribute('src', 'http://api.test/api/products/public/image/1307');

  const next = screen.getByRole('heading', { name: 'What happens next' }).parentElement!;
  // Intl puts a no-break space between the currency and the amount.
  const steps = within(next).getAllByRole('listitem').map((item) => item.textContent!.replace(/\s/g, ' '));
  expect(steps).toEqual([
    'Finish your application on Falcon National Bank’s website. It opened in a new tab. Open Falcon National Bank’s website again',
    'Falcon National Bank checks your details and tells you its decision by e-mail, usually within 3-4 working days.',
    'Once your card is approved, we pay your free AED 200 bonus onto the card within 45 days of the approval. There is nothing to claim.',
  ]);
  const partner = within(next).getByRole('link', { name: 'Open Falcon National Bank’s website again' });
  expect(partner).toHaveAttribute('href', 'https://www.falcon-national-bank.example/cards/islamic-gold');
  expect(partner).toHaveAttribute('target', '_blank');
  expect(partner).toHaveAttribute('rel', 'noopener noreferrer');

  expect(screen.getByRole('link', { name: 'Contact Help & Support' })).toHaveAttribute('href', '/help-and-support');
  expect(screen.getByText('Want to know where your application stands?')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Track my application' })).toHaveAttribute('href', '/track-application');
  expect(api.callsTo('GET', applicationPath)[0]!.headers['X-Access-Token']).toBe('t'.repeat(43));
});

it.each(['Approved', 'Declined', 'Issued', 'Reversed'] as const)(
  'treats an application the bank has reported on (%s) as submitted: the page shows it, from a tab that did not see it submitted',
  async (status) => {
    keepJourneyInTab({ product: 'Card', furthest: { step: 4, subStep: 0 }, submitted: false });
    api.on('GET', applicationPath, ok({ ...submitted('Card'), status }));
    renderStorefront('/congratulations', { consent: true });
    expect(await screen.findByRole('heading', { name: 'Congratulations!' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('SF-7KQ4M2XD')).toBeInTheDocument();
    expect(screen.getByText('Falcon Islamic Gold from Falcon National Bank')).toBeInTheDocument();
  },
);

it('says how the bonus of a loan is paid', async () => {
  keepSubmittedJourneyInTab('Loan');
  api.on('GET', applicationPath, ok(submitted('Loan')));
  renderStorefront('/congratulations', { consent: true });
  expect(await screen.findByText('Your loan application was submitted successfully.')).toBeInTheDocument();
  expect(await screen.findByText('Gulf Instant Cash from Gulf Pearl Bank')).toBeInTheDocument();
  expect(
    screen.getByText('Once your loan is approved, we pay your free AED 200 bonus into the account your loan is paid into within 45 days of the approval. There is nothing to claim.'),
  ).toBeInTheDocument();
});

it('still says what happens next when the application cannot be read', async () => {
  keepSubmittedJourneyInTab('Card');
  api.on('GET', applicationPath, { status: 500, body: { title: 'Boom', status: 500 } });
  renderStorefront('/congratulations', { consent: true });
  expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
  expect(await screen.findByText('Finish your application on the partner’s website. It opened in a new tab.')).toBeInTheDocument();
  expect(screen.queryByText(/^SF-/)).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
});

it("'Back to home' goes to the wizard", async () => {
  keepSubmittedJourneyInTab('Card');
  api.on('GET', applicationPath, ok(submitted('Card')));
  const { router } = renderStorefront('/congratulations', { consent: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Back to home' }));
  expect(await screen.findByRole('navigation', { name: 'Application steps' })).toBeInTheDocument();
  expect(router.state.location.pathname).not.toBe('/congratulations');
});

it("the browser's back button sends the visitor to the wizard", async () => {
  keepSubmittedJourneyInTab('Card');
  api.on('GET', applicationPath, ok(submitted('Card')));
  setTestRuntimeConfig();
  giveStoredConsent();
  // The visitor came from another page of the storefront, e.g. the terms.
  window.history.replaceState(null, '', '/terms-of-service');
  window.history.pushState(null, '', '/congratulations');
  const router = createStorefrontRouter(createBrowserHistory({ v5Compat: true }));
  render(
    <RemoteLoaderContext.Provider value={fakeLoader().loader}>
      <StorefrontApp router={router} />
    </RemoteLoaderContext.Provider>,
  );
  expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();

  await act(async () => {
    window.history.back();
  });
  expect(await screen.findByRole('navigation', { name: 'Application steps' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument();
  expect(window.location.pathname).not.toBe('/congratulations');
});

it('gives the spec’s processing time in English', () => {
  expect(english['congratulations.processingTime']).toBe(estimatedProcessingTime);
});

it('says it all in Arabic, right to left, the reference and e-mail address kept left to right', async () => {
  window.localStorage.setItem(storageKeys.selectedLanguage, 'ar');
  await act(() => activateLanguage('ar', 'ae'));
  keepSubmittedJourneyInTab('Card');
  api.on('GET', applicationPath, ok(submitted('Card')));
  renderStorefront('/congratulations', { consent: true });
  expect(await screen.findByRole('heading', { name: 'تهانينا!' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(await screen.findByText('SF-7KQ4M2XD')).toHaveAttribute('dir', 'ltr');
  expect(screen.getByText(/نرسلها إلى \u2066sara@example\.com\u2069\./)).toBeInTheDocument();

  const next = screen.getByRole('heading', { name: 'الخطوات التالية' }).parentElement!;
  const steps = within(next).getAllByRole('listitem').map((item) => item.textContent!.replace(/\s/g, ' ').replace(/\u200f/g, ''));
  expect(steps[1]).toBe('يراجع Falcon National Bank بياناتك ويبلغك بقراره عبر البريد الإلكتروني، عادةً خلال 3 إلى 4 أيام عمل.');
  expect(steps[2]).toBe(
    'بعد الموافقة على بطاقتك، نضيف مكافأتك المجانية بقيمة 200 د.إ. إلى البطاقة خلال 45 يومًا من تاريخ الموافقة، دون الحاجة إلى تقديم أي طلب.',
  );
});
