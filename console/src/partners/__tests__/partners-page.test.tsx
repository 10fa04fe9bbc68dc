import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partner } from '@storefront/shared/contract';
import { ConsoleApp } from '../../app/console-app';
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
  render(<ConsoleApp />);

  const row = (await screen.findByText('Emirates NBD', {}, { timeout: 30000 })).closest('tr') as HTMLElement;
  expect(row).toHaveTextContent('none: postbacks refused');
  await user.click(screen.getByText('Create secret'));

  expect(await screen.findByText('whsec_one-time-value')).toBeInTheDocument();
  expect(screen.getByText(/Shown once/)).toBeInTheDocument();
  await user.click(screen.getByText('I have stored it'));
  await waitFor(() => expect(screen.getByText('Emirates NBD').closest('tr')).toHaveTextContent('one'));
  expect(api.writes()).toEqual([{ method: 'POST', path: '/partners/3/secrets', body: { action: 'create' }, csrf: 'csrf-of-admin' }]);
});
