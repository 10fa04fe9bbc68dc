import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApplicationKeyFactsSeen } from '@storefront/shared/contract';
import { ConsoleApp } from '../../app/console-app';
import { renderConsole } from '../../test-support/render-console';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';
import { applicationDetail } from '../../test-support/applications';
import { signedInAs } from '../../test-support/operators';
import { draftOf, uaeDocument } from './catalog-draft';

// A draft's card form is the console's largest: on a loaded 2-core machine its first render alone can take minutes.
jest.setTimeout(420_000);

const patiently = { timeout: 60_000 };

it("a publish at a date is given in the market's time zone, named with its offset, and sent as the market's local time", async () => {
  let draft = draftOf(uaeDocument);
  const api = fakeOperatorApi({
    'GET /session': { body: signedInAs('catalog') },
    'GET /catalog/drafts/5': () => ({ body: draft }),
    'GET /catalog/drafts/5/diff': {
      body: { market: 'ae', liveVersion: 1, entries: [{ kind: 'card', entityId: 1301, label: 'Falcon Cashback Card', field: 'costs.annualFee', before: 300, after: 450, costFigure: true }] },
    },
    'POST /catalog/drafts/5/publish': () => {
      draft = draftOf(uaeDocument, { status: 'awaiting-approval', publishAt: '2026-12-07T20:00:00.000Z', requestedBy: 'catalog@console.example' });
      return { body: draft };
    },
  });
  window.history.pushState({}, '', '/catalog/drafts/5');
  renderConsole(<ConsoleApp />);

  // The diff: old and new side by side, the fee marked a cost figure.
  const feeRow = (await screen.findByText('costs.annualFee', {}, patiently)).closest('tr') as HTMLElement;
  expect(within(feeRow).getByText('Cost figure')).toBeInTheDocument();
  expect(within(feeRow).getByText('300')).toBeInTheDocument();
  expect(within(feeRow).getByText('450')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: /Publish/ }));
  const dialog = await screen.findByRole('dialog', {}, patiently);
  fireEvent.click(within(dialog).getByLabelText('At a date and time'));
  const when = await within(dialog).findByLabelText(/^Date and time in the market's time zone \(Asia\/Dubai, UTC\+04:00\)$/, {}, patiently);
  fireEvent.change(when, { target: { value: '2026-12-08T00:00' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

  await waitFor(() => expect(api.writes()).toEqual([{ method: 'POST', path: '/catalog/drafts/5/publish', body: { at: '2026-12-08T00:00' }, csrf: 'csrf-of-catalog' }]), patiently);
  expect(await screen.findByText(/a second operator must approve the publish/, {}, patiently)).toBeInTheDocument();
  // The requester cannot approve their own publish.
  expect(await screen.findByRole('button', { name: 'Approve draft #5' }, patiently)).toBeDisabled();
});

it("an application's page shows the Key Facts its visitor saw, from the catalog version it was made under", async () => {
  const seen: ApplicationKeyFactsSeen = {
    reference: 'SF-7KQ4M2XD',
    market: 'ae',
    catalogVersion: 3,
    keyFacts: {
      productId: 1301,
      productType: 'Card',
      productName: 'Falcon Cashback Card',
      organizationName: 'Falcon National Bank',
      islamic: false,
      currency: 'AED',
      facts: [
        { id: 'annualFee', label: 'Annual fee', value: 'AED 777' },
        { id: 'purchaseRate', label: 'APR', value: '39.99%' },
      ],
    },
  };
  const detail = applicationDetail({ productName: 'Falcon Cashback Card', partner: 'Falcon National Bank' });

  fakeOperatorApi({
    'GET /session': { body: signedInAs('support') },
    'GET /applications/SF-7KQ4M2XD': { body: detail },
    'GET /applications/SF-7KQ4M2XD/key-facts': { body: seen },
  });
  window.history.pushState({}, '', '/applications/SF-7KQ4M2XD');
  renderConsole(<ConsoleApp />);

  const card = (await screen.findByText('Key Facts seen (catalog version 3)', {}, patiently)).closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('Falcon Cashback Card, Falcon National Bank')).toBeInTheDocument();
  expect(within(card).getByText('Annual fee').closest('tr')).toHaveTextContent('AED 777');
});
