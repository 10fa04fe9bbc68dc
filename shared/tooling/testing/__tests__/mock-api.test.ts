import { deferred, mockApi, ok, type Reply } from '../mock-api';

const send = (path: string, init?: RequestInit) => fetch(`http://api.test${path}`, init);

describe('mockApi', () => {
  it('records method, URL, path, query, headers and the parsed body of every request', async () => {
    const api = mockApi({ 'POST /api/things': { status: 201, body: { id: 1 } } });
    await send('/api/things?page=2', {
      method: 'post',
      headers: { 'X-Country-Key': 'AE' },
      body: JSON.stringify({ name: 'a' }),
    });
    expect(api.calls).toHaveLength(1);
    const [call] = api.calls;
    expect(call).toMatchObject({
      url: 'http://api.test/api/things?page=2',
      method: 'POST',
      path: '/api/things',
      headers: { 'X-Country-Key': 'AE' },
      body: { name: 'a' },
    });
    expect(call.query.get('page')).toBe('2');
  });

  it('answers with status and JSON, problem+json from 400 on, and 404 for an undeclared route', async () => {
    mockApi({ 'GET /ok': ok([1]), 'GET /bad': { status: 422, body: { title: 'No' } } });
    const good = await send('/ok');
    expect([good.ok, good.status, good.headers.get('content-type'), await good.json()]).toEqual([
      true,
      200,
      'application/json',
      [1],
    ]);
    const bad = await send('/bad');
    expect([bad.ok, bad.status, bad.headers.get('content-type'), await bad.json()]).toEqual([
      false,
      422,
      'application/problem+json',
      { title: 'No' },
    ]);
    const missing = await send('/nothing');
    expect([missing.status, await missing.json()]).toEqual([404, { title: 'Not Found', detail: '/nothing' }]);
  });

  it('lets a later declaration override an earlier one, matches RegExp paths and filters with callsTo', async () => {
    const api = mockApi({ 'GET /api/cards/1': ok('first') });
    api.on('GET', /^\/api\/cards\/\d+$/, (call) => ok(`regexp ${call.path}`));
    expect(await (await send('/api/cards/1')).json()).toBe('regexp /api/cards/1');
    api.on('GET', '/api/cards/1', ok('latest'));
    expect(await (await send('/api/cards/1')).json()).toBe('latest');
    await send('/api/cards/2');
    await send('/api/cards/2', { method: 'DELETE' });
    expect(api.callsTo('GET /api/cards/1')).toHaveLength(2);
    expect(api.callsTo('GET', /^\/api\/cards\//)).toHaveLength(3);
    expect(api.callsTo('DELETE', '/api/cards/2')).toHaveLength(1);
  });

  it("fails like a dead network on 'network-error' and never answers on 'pending'", async () => {
    mockApi({ 'GET /down': 'network-error', 'GET /slow': 'pending' });
    await expect(send('/down')).rejects.toThrow(TypeError);
    const slow = send('/slow');
    const winner = await Promise.race([slow.then(() => 'answered'), new Promise((r) => setTimeout(() => r('still waiting'), 20))]);
    expect(winner).toBe('still waiting');
  });

  it('answers when the test says so through deferred()', async () => {
    const late = deferred<Reply>();
    mockApi({ 'GET /late': () => late.promise });
    let status = 0;
    const pending = send('/late').then((response) => (status = response.status));
    await Promise.resolve();
    expect(status).toBe(0);
    late.resolve({ status: 202 });
    await pending;
    expect(status).toBe(202);
  });

  it('resolves relative URLs (the shell’s own files) against the page', async () => {
    const api = mockApi({ 'GET /content/privacy.json': ok({ privacy_info: [] }) });
    const response = await fetch('/content/privacy.json');
    expect(response.ok).toBe(true);
    expect(api.calls.map((call) => [call.url, call.path])).toEqual([['/content/privacy.json', '/content/privacy.json']]);
  });

  describe('between tests', () => {
    let fake: typeof fetch;
    it('installs itself as the global fetch', () => {
      fake = mockApi().fetch as unknown as typeof fetch;
      expect(globalThis.fetch).toBe(fake);
    });
    it('is gone in the next test', () => {
      expect(globalThis.fetch).not.toBe(fake);
    });
  });
});
