// Taken when the test file loads, before any spy, so re-spying in every test never recurses.
const originals = { error: console.error.bind(console), warn: console.warn.bind(console) };

/**
 * Remotes that fail on purpose make React and the slot log; those lines are expected, anything
 * else still reaches the console.
 */
export function quietExpectedRemoteErrors() {
  const expected =
    /\[storefront\]|is not exposed|The above error occurred|did not load within|Uncaught \[Error|not wrapped in act|Cannot read the offers/;
  for (const method of ['error', 'warn'] as const) {
    jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      if (args.some((arg) => expected.test(String(arg)))) return;
      originals[method](...args);
    });
  }
}
