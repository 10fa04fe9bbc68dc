import { act, screen, waitFor } from '@testing-library/react';
import { mockApi, type Route, renderStep, type Seed } from '@storefront/shared/testing';
import userEvent from '@testing-library/user-event';
import SelectProductStep from '../select-product-step';
import { activateLanguage } from '@storefront/shared';

const bannersKey = 'GET /api/banners/public';
const applicationKey = 'POST /api/applications/public';
const questionsKey = 'GET /api/questions/public';

const banners = [
  {
    id: 1,
    title: 'Travel card',
    description: 'Miles on every spend',
    imageUrl: 'travel.png',
    routingUrl: 'https://partner.test/travel',
  },
  {
    id: 2,
    title: 'Free AED 200',
    description: 'For any approved card or instant cash loan',
    imageUrl: 'bonus.png',
    routingUrl: 'https://partner.test/bonus',
  },
  {
    id: 3,
    title: 'Gold loan',
    description: 'Low rates',
    imageUrl: 'gold.png',
    routingUrl: 'https://partner.test/gold',
  },
];
const customerId = '6c1d7a0e-2b4f-4e8a-9c3d-5f7a9b1c3e41';
const applicationId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b0777';
const fromStep0: Seed = { customerId, locationId: 7 };

function api(overrides: Record<string, Route> = {}) {
  return mockApi({
    [bannersKey]: { body: banners },
    [applicationKey]: { status: 201, body: { applicationId, applicationType: 'Loan', status: 'Created' } },
    [questionsKey]: { body: [] },
    ...overrides,
  });
}

const renderUae = (seed: Seed = fromStep0) =>
  renderStep(<SelectProductStep />, { seed: { countryCode: 'ae', ...seed }, position: { step: 1, subStep: 0 } });

describe('Step 1, Select a product', () => {
  it('shows the headline and the two product tiles as a radio group', async () => {
    api();
    renderUae();
    expect(screen.getByRole('heading', { name: 'Select a product' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Do you want to apply for a Credit Card?' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Do you want to apply for an instant cash loan?' })).not.toBeChecked();
    await screen.findByText('Free AED 200');
  });

  it('stores the choice as Card or Loan, by mouse or keyboard', async () => {
    api();
    const step = renderUae();
    const user = userEvent.setup();
    await user.click(screen.getByText('Do you want to apply for a Credit Card?'));
    expect(step.app().product).toBe('Card');
    expect(screen.getByRole('radio', { name: 'Do you want to apply for a Credit Card?' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(step.app().product).toBe('Loan');
    expect(screen.getByRole('radio', { name: 'Do you want to apply for an instant cash loan?' })).toHaveFocus();
  });

  it('shows only the banner with id 2: image, title, description and an Apply Now button opening a new tab', async () => {
    api();
    renderUae();
    expect(await screen.findByRole('heading', { name: 'Free AED 200' })).toBeInTheDocument();
    expect(screen.getByText('For any approved card or instant cash loan')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Apply Now' });
    expect(link).toHaveAttribute('href', 'https://partner.test/bonus');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The storefront's own primary button, not the browser's default link.
    expect(link).toHaveClass('ant-btn', 'ant-btn-primary');
    expect(document.querySelector('img')).toHaveAttribute('src', 'http://api.test/api/images/public/banner/bonus.png');
    expect(screen.queryByText('Travel card')).not.toBeInTheDocument();
    expect(screen.queryByText('Gold loan')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('a banner failure is only logged: the tiles stay and nothing is announced', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = api({ [bannersKey]: { status: 500, body: { title: 'Internal Server Error' } } });
    const step = renderUae();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Banners could not be loaded', expect.anything()));
    expect(calls.callsTo(bannersKey)).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Do you want to apply for a Credit Card?' })).toBeInTheDocument();
    expect(step.notices).toEqual([]);
    log.mockRestore();
  });

  it('Next without a choice: Product Selection Required, and the step stays', async () => {
    const calls = api();
    const step = renderUae();
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([
      { kind: 'warning', title: 'Product Selection Required', message: 'Before we proceed, please select a product' },
    ]);
    expect(calls.callsTo(applicationKey)).toHaveLength(0);
  });

  it.each([
    ['Do you want to apply for a Credit Card?', 'Card'],
    ['Do you want to apply for an instant cash loan?', 'Loan'],
  ])(
    'Next after "%s" creates a %s application (status Created), loads its questions and advances',
    async (tile, product) => {
      const calls = api();
      const step = renderUae();
      await userEvent.setup().click(screen.getByRole('radio', { name: tile }));
      expect(await step.next()).toEqual({ type: 'advance' });
      const [application] = calls.callsTo(applicationKey);
      expect(application.body).toEqual({
        customer: { customerId },
        location: { locationId: 7 },
        applicationType: product,
        status: 'Created',
      });
      expect(application.headers['X-Country-Key']).toBe('AE');
      const [questions] = calls.callsTo(questionsKey);
      expect(questions.query.get('productType')).toBe(product);
      expect(step.app()).toMatchObject({ applicationId, product });
    },
  );

  it('an application that cannot be created asks the frame for the generic dialog', async () => {
    api({ [applicationKey]: { status: 500, body: { title: 'Internal Server Error' } } });
    const step = renderUae();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Do you want to apply for a Credit Card?' }));
    expect(await step.next()).toEqual({ type: 'unexpectedError' });
    expect(step.app().applicationId).toBeNull();
  });

  it('without a customer from step 0 there is nothing to apply with: the generic dialog', async () => {
    const calls = api();
    const step = renderUae({ product: 'Card' });
    expect(await step.next()).toEqual({ type: 'unexpectedError' });
    expect(calls.callsTo(applicationKey)).toHaveLength(0);
  });
});

describe('Step 1 in the language the visitor switches to', () => {
  afterEach(() => act(() => activateLanguage('en', 'ae')));

  it('asks for the banner again in the new language and shows its texts', async () => {
    const arabicBanner = { ...banners[1]!, title: 'احصل على 200 درهم مجانًا', description: 'عند الموافقة على أي بطاقة أو قرض نقدي فوري' };
    const calls = api({
      [bannersKey]: (call) => ({ body: call.headers['Accept-Language'] === 'ar' ? [arabicBanner] : banners }),
    });
    renderUae();
    await screen.findByText('Free AED 200');

    await act(() => activateLanguage('ar', 'ae'));
    expect(await screen.findByText('احصل على 200 درهم مجانًا')).toBeInTheDocument();
    expect(screen.queryByText('Free AED 200')).not.toBeInTheDocument();
    expect(calls.callsTo(bannersKey).map((call) => call.headers['Accept-Language'])).toEqual(['en', 'ar']);
  });
});
