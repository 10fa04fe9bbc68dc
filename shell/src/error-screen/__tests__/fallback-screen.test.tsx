import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouteErrorScreen } from '../route-error-screen';
import { AppErrorBoundary } from '../app-error-boundary';
import { renderStorefront } from '../../test-support/render-storefront';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

function Broken(): never {
  throw new Error('Cannot read the offers');
}

it("shows 'Unexpected Application Error!' with 404 Not Found for an unknown route, inside the chrome", async () => {
  renderStorefront('/no-such-page', { consent: true });
  // The first render of the whole storefront in a worker compiles its modules: slow on a loaded machine.
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' }, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.getByText('Not Found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Help & Support' })).toBeInTheDocument();
});

it('shows only the consent prompt on an unknown route before consent', () => {
  renderStorefront('/no-such-page');
  expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'We value your privacy' })).toBeInTheDocument();
});

it('shows the fallback inside the chrome when a page throws while rendering', () => {
  quietExpectedRemoteErrors();
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <main>
          <header>Chrome</header>
          <Outlet />
        </main>
      ),
      children: [{ errorElement: <RouteErrorScreen />, children: [{ index: true, element: <Broken /> }] }],
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(screen.getByText('Chrome')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read the offers')).toBeInTheDocument();
});

it('shows the message of an error thrown while a page renders', () => {
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorScreen fullPage /> }]);
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read the offers')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
});

it('catches a crash outside the router too', () => {
  quietExpectedRemoteErrors();
  render(
    <AppErrorBoundary>
      <Broken />
    </AppErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read the offers')).toBeInTheDocument();
});
