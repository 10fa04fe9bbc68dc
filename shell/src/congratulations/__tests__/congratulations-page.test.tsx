import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { useApplication, type ProductType } from '@storefront/shared';
import { setTestRuntimeConfig } from '@storefront/shared/testing';
import { routes } from '../../app/routes';
import { StorefrontApp } from '../../app/storefront-app';
import { RemoteLoaderContext } from '../../remote-loading/remote-loader';
import { fakeLoader, giveStoredConsent, renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

beforeEach(() => {
  quietExpectedRemoteErrors();
  window.localStorage.clear();
});

/** The recommendations remote sets the product before it navigates here. */
function withProduct(product: ProductType) {
  function ChooseProduct() {
    const { setProduct } = useApplication();
    useEffect(() => setProduct(product), [setProduct]);
    return <h2>Product chosen</h2>;
  }
  return ChooseProduct;
}

it('says the credit card application was submitted', async () => {
  renderStorefront('/congratulations', { consent: true });
  expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
  expect(screen.getByText('Your credit card application was submitted successfully.')).toBeInTheDocument();
});

it('says the loan application was submitted for a loan', async () => {
  const { router } = renderStorefront('/', {
    consent: true,
    loader: fakeLoader({ 'mfe_onboarding/PersonalInfoStep': withProduct('Loan') }).loader,
  });
  await screen.findByRole('heading', { name: 'Product chosen' });
  await act(async () => {
    await router.navigate('/congratulations');
  });
  expect(await screen.findByText('Your loan application was submitted successfully.')).toBeInTheDocument();
});

it("'Back to home' goes to /", async () => {
  const { router } = renderStorefront('/congratulations', { consent: true });
  await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
  expect(router.state.location.pathname).toBe('/');
});

it("the browser's back button sends the visitor to /", async () => {
  setTestRuntimeConfig();
  giveStoredConsent();
  // The visitor came from another page of the storefront, e.g. the terms.
  window.history.replaceState(null, '', '/terms-of-service');
  window.history.pushState(null, '', '/congratulations');
  const router = createBrowserRouter(routes);
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
  expect(window.location.pathname).toBe('/');
  expect(router.state.location.pathname).toBe('/');
});
