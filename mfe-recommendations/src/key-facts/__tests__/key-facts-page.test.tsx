import { fireEvent, screen } from '@testing-library/react';
import { mockApi, ok, type MockApi } from '@storefront/shared/testing';
import { cardSheet, factLines, factsBox, renderAt } from './key-facts-fixture';

let api: MockApi;

const sheet = cardSheet([
  { id: 'annualFee', label: 'Annual fee', value: 'AED 1,500' },
  { id: 'purchaseRate', label: 'Profit rate', value: '27.6%' },
  { id: 'minMonthlySalary', label: 'Minimum monthly salary', value: 'AED 25,000' },
  { id: 'financeType', label: 'Finance type', value: 'Islamic (Sharia-compliant)' },
]);

beforeEach(() => {
  api = mockApi();
});

describe('/key-facts/{productId}', () => {
  it("shows the product's Key Facts sheet from the API, costs first, as plain figures in order", async () => {
    api.on('GET', '/api/key-facts/public/1304', ok(sheet));
    renderAt('/key-facts/1304');
    expect(await screen.findByRole('heading', { name: 'Key facts: Desert Travel Infinite' })).toBeInTheDocument();
    expect(screen.getByText('Desert Rose Islamic Bank')).toBeInTheDocument();
    expect(screen.getByText('Islamic')).toBeInTheDocument();
    expect(factLines(factsBox('Key facts'))).toEqual([
      'Annual fee: AED 1,500',
      'Profit rate: 27.6%',
      'Minimum monthly salary: AED 25,000',
      'Finance type: Islamic (Sharia-compliant)',
    ]);
    expect(api.callsTo('GET', '/api/key-facts/public/1304')).toHaveLength(1);
  });

  it('an unknown product says it is not offered, without a blank page', async () => {
    api.on('GET', '/api/key-facts/public/999', { status: 404, body: { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No product 999' } });
    renderAt('/key-facts/999');
    expect(await screen.findByText('This product is not offered in your country.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    api.on('GET', '/api/key-facts/public/1304', { status: 500, body: { type: 'about:blank', title: 'Server Error', status: 500, detail: 'x' } });
    renderAt('/key-facts/1304');
    expect(await screen.findByText('The key facts could not be loaded.')).toBeInTheDocument();
    api.on('GET', '/api/key-facts/public/1304', ok(sheet));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Key facts: Desert Travel Infinite' })).toBeInTheDocument();
  });
});
