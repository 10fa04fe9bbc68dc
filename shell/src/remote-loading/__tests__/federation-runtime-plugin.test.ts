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
  let signal: AbortSignal | undefined;
  global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    signal = init?.signal ?? undefined;
    return new Promise<Response>(() => undefined);
  }) as typeof fetch;

  void plugin.fetch!('http://remotes.test/support/mf-manifest.json', {});
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
