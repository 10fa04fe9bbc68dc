// The console's pages hold several antd tables each: rendered in jsdom on a loaded 2-core machine
// beside other suites, one test can take past the repository's 60 s.
jest.setTimeout(180_000);
