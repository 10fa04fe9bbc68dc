import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLoader, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
});

const supportPage = { 'mfe_support/HelpAndSupportPage': () => <h1>Contact us</h1> };

it.each(['/', '/help-and-support', '/terms-of-service', '/congratulations'])(
  'renders no route content on %s before consent and loads no remote',
  (path) => {
    const { loader, requests } = fakeLoader(supportPage);
    renderStorefront(path, { loader });
    expect(screen.getByRole('dialog', { name: 'We value your privacy' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Contact us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Congratulations!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  },
);

it('shows the route once consent is given, and at once when it was given before', async () => {
  const { loader } = fakeLoader(supportPage);
  renderStorefront('/help-and-support', { loader });
  await userEvent.click(screen.getByRole('button', { name: 'Accept All Cookies' }));
  expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
});

it('keeps consent across a reload (stored consent opens the route directly)', async () => {
  const { loader } = fakeLoader(supportPage);
  renderStorefront('/help-and-support', { loader, consent: true });
  expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'We value your privacy' })).not.toBeInTheDocument();
});

it('shows the support remote failure in its slot with the header intact when the remote is down', async () => {
  renderStorefront('/terms-of-service', { consent: true });
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk mfe_support/TermsOfServicePage failed');
  expect(screen.getByRole('button', { name: 'Help & Support' })).toBeInTheDocument();
});
