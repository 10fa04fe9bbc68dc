import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partner } from '@storefront/shared/contract';
import { ConsoleApp } from '../../app/console-app';
import { renderConsole } from '../../test-support/render-console';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';
import { signedInAs } from '../../test-support/operators';

const bank: Partner = { bankId: 3, name: 'Emirates NBD', country: 'ae', clickParameter: 'sf_ref', activeSecrets: 0, lastPostbackAt: null };

it("a bank's new postback secret is shown once, in a dialog, and the bank's row then counts it", async () => {
  let partner = bank;
  const api = fakeOperatorApi({
    'GET /session': { body: signedInAs('admin') },
    'GET /partners': () => ({ body: { partners: [partner] } }),
    'POST /partners/3/secrets': () => {
      partner = { ...partner, activeSecrets: 1 };
      return { body: { activeSecrets: 1, secret: 'whsec_one-time-value' } };
    },
  });
  window.history.pushState({}, '', '/partners');
  const user = userEvent.setup();
  renderConsole(<ConsoleApp />);

  const row = (await screen.findByText('Emirates NBD', {}, { timeout: 30000 })).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('none: postbacks refused');
  await user.click(screen.getByText('Create secret'));

  expect(await screen.findByText('whsec_one-time-value')).toBeInTheDocument();
  expect(screen.getByText(/Shown once/)).toBeInTheDocument();
  await user.click(screen.getByText('I have stored it'));
  await waitFor(() => expect(screen.getByText('Emirates NBD').closest('tr')).toHaveTextContent('one'));
  expect(api.writes()).toEqual([{ method: 'POST', path: '/partners/3/secrets', body: { action: 'create' }, csrf: 'csrf-of-admin' }]);
});

it("a bank's recent postbacks show each outcome, accepted, duplicate and refused, and why one was refused", async () => {
  const postback = { receivedAt: '2026-03-02T10:00:00.000Z', via: 'postback' as const, reference: 'SF-7KQ4M2XD', status: 'approved' };
  fakeOperatorApi({
    'GET /session': { body: signedInAs('admin') },
    'GET /partners': { body: { partners: [{ ...bank, activeSecrets: 1, lastPostbackAt: '2026-03-02T10:02:00.000Z' }] } },
    'GET /partners/3/postbacks': {
      body: {
        postbacks: [
          { ...postback, id: 3, eventId: 'evt-2', outcome: 'refused', answerStatus: 401, reason: "Bad signature: it matches none of the bank's active secrets for this body." },
          { ...postback, id: 2, eventId: 'evt-1', outcome: 'duplicate', answerStatus: 200, reason: null },
          { ...postback, id: 1, eventId: 'evt-1', outcome: 'accepted', answerStatus: 200, reason: null },
        ],
      },
    },
  });
  window.history.pushState({}, '', '/partners');
  const user = userEvent.setup();
  renderConsole(<ConsoleApp />);

  await screen.findByText('Emirates NBD', {}, { timeout: 30000 });
  await user.click(screen.getByText('Postbacks'));
  const refused = (await screen.findByText('refused', {}, { timeout: 30000 })).closest('tr') as HTMLElement;
  expect(refused).toHaveTextContent('evt-2');
  expect(refused).toHaveTextContent("Bad signature: it matches none of the bank's active secrets for this body.");
  expect(refused).toHaveTextContent('401');
  expect(screen.getByText('duplicate').closest('tr')).toHaveTextContent('evt-1');
  expect(screen.getByText('accepted').closest('tr')).toHaveTextContent('evt-1');
});
