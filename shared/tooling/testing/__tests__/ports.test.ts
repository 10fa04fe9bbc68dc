/**
 * @jest-environment node
 */
// The ports the test kit hands out to the servers a test starts (the API, the front ends, SMTP).

type Ports = typeof import('../ports');

/** The kit as the first jest worker loads it: its slice of ports is the band's first. */
function firstWorkersPorts(): Ports {
  const worker = process.env.JEST_WORKER_ID;
  process.env.JEST_WORKER_ID = '1';
  try {
    let ports: Ports | undefined;
    jest.isolateModules(() => {
      ports = jest.requireActual<Ports>('../ports');
    });
    return ports!;
  } finally {
    process.env.JEST_WORKER_ID = worker;
  }
}

it('hands out every port of its slice once before any again, and never one that fetch refuses', async () => {
  const { freePort } = firstWorkersPorts();
  const handed = new Set<number>();
  for (let i = 0; i < 999; i++) handed.add(await freePort());
  expect(handed.size).toBe(999);
  expect([...handed].every((port) => port >= 10000 && port < 11000)).toBe(true);
  // 10080 is a bad port of the Fetch standard: Node's fetch (like Chromium) will not connect to it.
  expect(handed.has(10080)).toBe(false);
  await expect(fetch('http://127.0.0.1:10080/')).rejects.toMatchObject({ cause: { message: 'bad port' } });
});
