import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Outlet, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { RouteErrorBoundary } from '../route-error-boundary';
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

it('shows the fallback inside the chrome when a page throws while rendering, and the next page once the visitor moves on', async () => {
  quietExpectedRemoteErrors();
  render(
    <MemoryRouter initialEntries={['/broken']}>
      <Routes>
        <Route
          path="/"
          element={
            <main>
              <header>
                Chrome <Link to="/fine">Another page</Link>
              </header>
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            </main>
          }
        >
          <Route path="broken" element={<Broken />} />
          <Route path="fine" element={<p>Another page, drawn</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByText('Chrome')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  expect(screen.getByText('Cannot read the offers')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Another page' }));
  expect(await screen.findByText('Another page, drawn')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
});

it('shows the message of an error thrown while a page renders', () => {
  render(
    <MemoryRouter>
      <RouteErrorBoundary fullPage>
        <Broken />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
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
