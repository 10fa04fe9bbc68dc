import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsoleApp } from '../../app/console-app';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';
import { applicationDetail } from '../../test-support/applications';
import { signedInAs } from '../../test-support/operators';

const detail = applicationDetail();

it("an application's visitor is masked until the operator reveals them, through the audited call", async () => {
  const api = fakeOperatorApi({
    'GET /session': { body: signedInAs('support') },
    'GET /applications/SF-7KQ4M2XD': { body: detail },
    'POST /applications/SF-7KQ4M2XD/reveal': { body: { name: 'Sara Khan', email: 'sara@example.ae', mobileNumber: '+971501234567' } },
  });
  window.history.pushState({}, '', '/applications/SF-7KQ4M2XD');
  const user = userEvent.setup();
  render(<ConsoleApp />);

  expect(await screen.findByText('s***@e***.ae', {}, { timeout: 30000 })).toBeInTheDocument();
  expect(screen.queryByText('sara@example.ae')).toBeNull();
  await user.click(screen.getByText('Reveal'));

  expect(await screen.findByText('sara@example.ae', {}, { timeout: 30000 })).toBeInTheDocument();
  expect(screen.getByText('+971501234567')).toBeInTheDocument();
  expect(screen.getByText('Shown (the view is in the audit log)')).toBeInTheDocument();
  expect(api.writes()).toEqual([{ method: 'POST', path: '/applications/SF-7KQ4M2XD/reveal', body: undefined, csrf: 'csrf-of-support' }]);
});
