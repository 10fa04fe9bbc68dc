import { mockApi } from '@storefront/shared/testing';
import storefrontFederationPlugin, { RemoteUnavailableError, setRemoteLoadTimeout } from '../federation-runtime-plugin';

type Hooks = ReturnType<typeof storefrontFederationPlugin>;
type ErrorArgs = Parameters<NonNullable<Hooks['errorLoadRemote']>>[0];

const plugin = storefrontFederationPlugin();
const errorArgs = (lifecycle: ErrorArgs['lifecycle']) =>
  ({
    id: 'mfe_support/HelpAndSupportPage',
    error: new Error('Failed to fetch'),
    from: 'runtime',
    lifecycle,
  }) as ErrorArgs;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

it('turns a failed load of a module into a rejection naming it', () => {
  expect(() => plugin.errorLoadRemote!(errorArgs('onLoad'))).toThrow(RemoteUnavailableError);
  expect(() => plugin.errorLoadRemote!(errorArgs('onLoad'))).toThrow(/mfe_support\/HelpAndSupportPage/);
});

it('answers nothing for a failed manifest, so the runtime forgets the request and a retry fetches again', () => {
  expect(plugin.errorLoadRemote!(errorArgs('afterResolve'))).toBeUndefined();
});

it('aborts a manifest request after the chunk-load timeout', async () => {
  jest.useFakeTimers();
  setRemoteLoadTimeout(1000);
  const remotes = mockApi({ 'GET /support/mf-manifest.json': 'pending' });

  void plugin.fetch!('http://remotes.test/support/mf-manifest.json', {});
  expect(remotes.calls.map((call) => call.url)).toEqual(['http://remotes.test/support/mf-manifest.json']);
  const signal = (remotes.fetch.mock.calls[0][1] as RequestInit | undefined)?.signal;
  expect(signal?.aborted).toBe(false);
  jest.advanceTimersByTime(1000);
  expect(signal?.aborted).toBe(true);
  jest.useRealTimers();
});

it('gives the remote entry script the same timeout', () => {
  setRemoteLoadTimeout(1500);
  expect(plugin.createScript!({ url: 'http://remotes.test/support/remoteEntry.js' } as never)).toEqual({
    timeout: 1500,
  });
});
