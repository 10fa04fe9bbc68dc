import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from '../remote-slot';
import type { RemoteModule, RemoteModuleLoader } from '../remote-loader';
import { setTestRuntimeConfig } from '@storefront/shared/testing';
import { quietExpectedRemoteErrors } from '../../test-support/quiet-console';

function HelpPage() {
  return <h1>Help and support</h1>;
}

/** A loader whose answers the test controls one attempt at a time. */
function controlledLoader() {
  const attempts: { id: string; resolve(m: RemoteModule): void; reject(e: Error): void }[] = [];
  const loader: RemoteModuleLoader = (id) => new Promise((resolve, reject) => attempts.push({ id, resolve, reject }));
  return { loader, attempts };
}

function renderSlot(loader: RemoteModuleLoader) {
  return render(
    <>
      <p>The rest of the page</p>
      <RemoteSlot remote="support" module="./HelpAndSupportPage" loader={loader} />
    </>,
  );
}

const failureText = 'Loading chunk mfe_support/HelpAndSupportPage failed';

beforeEach(() => {
  quietExpectedRemoteErrors();
  setTestRuntimeConfig();
});

afterEach(() => jest.useRealTimers());

it('shows the loading state, then the remote module', async () => {
  const { loader, attempts } = controlledLoader();
  renderSlot(loader);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(attempts.map((a) => a.id)).toEqual(['mfe_support/HelpAndSupportPage']);

  await act(async () => attempts[0].resolve({ default: HelpPage }));
  expect(screen.getByRole('heading', { name: 'Help and support' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('names the chunk when the load fails and keeps the rest of the page', async () => {
  const { loader, attempts } = controlledLoader();
  renderSlot(loader);
  await act(async () => attempts[0].reject(new Error('manifest unreachable')));

  expect(screen.getByRole('alert')).toHaveTextContent(failureText);
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.getByText('The rest of the page')).toBeInTheDocument();
});

it('retries with a new load and recovers once the remote is back', async () => {
  const { loader, attempts } = controlledLoader();
  renderSlot(loader);
  await act(async () => attempts[0].reject(new Error('remote down')));

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(attempts).toHaveLength(2);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');

  await act(async () => attempts[1].resolve({ default: HelpPage }));
  expect(screen.getByRole('heading', { name: 'Help and support' })).toBeInTheDocument();
  expect(screen.queryByText(failureText)).not.toBeInTheDocument();
});

it('fails again (and can retry again) when the retry fails too', async () => {
  const { loader, attempts } = controlledLoader();
  renderSlot(loader);
  await act(async () => attempts[0].reject(new Error('remote down')));
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await act(async () => attempts[1].reject(new Error('still down')));

  expect(screen.getByRole('alert')).toHaveTextContent(failureText);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(attempts).toHaveLength(3);
});

it('gives up after the runtime config chunk-load timeout when the remote never answers', async () => {
  jest.useFakeTimers();
  setTestRuntimeConfig({ chunkLoadTimeoutMs: 500 });
  const { loader } = controlledLoader();
  renderSlot(loader);

  await act(async () => jest.advanceTimersByTime(499));
  expect(screen.getByRole('status')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toHaveTextContent(failureText);
});

it('uses the spec timeout of 120000 ms by default', async () => {
  jest.useFakeTimers();
  const { loader } = controlledLoader();
  renderSlot(loader);
  await act(async () => jest.advanceTimersByTime(119999));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toHaveTextContent(failureText);
});

it('catches a remote that throws while rendering', async () => {
  let broken = true;
  function FlakyPage() {
    if (broken) throw new Error('render failed');
    return <h1>Help and support</h1>;
  }
  const loader: RemoteModuleLoader = async () => ({ default: FlakyPage });
  renderSlot(loader);

  expect(await screen.findByRole('alert')).toHaveTextContent(failureText);
  expect(screen.getByText('The rest of the page')).toBeInTheDocument();

  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'Help and support' })).toBeInTheDocument();
});

it('treats a module without a component as a failed load', async () => {
  const loader: RemoteModuleLoader = async () => null;
  renderSlot(loader);
  expect(await screen.findByRole('alert')).toHaveTextContent(failureText);
});
