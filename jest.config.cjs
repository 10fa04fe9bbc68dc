// Every unit and component suite of the repository; the browser tests run separately (e2e/).
/** @type {import('jest').Config} */
module.exports = {
  // A global option: the per-project value is ignored when the projects run together. jsdom with
  // antd and the API's embedded database need more than the default 5 s on a loaded 2-core machine.
  testTimeout: 60000,
  // Three workers on the 2-core machines: jest's default (cores - 1) runs every suite in one
  // process, and with two the cores stand idle about a seventh of the time (suites waiting on
  // their servers, the drills' timers). Measured: 243 s in one, 120 s in two (538 tests); 220 s in
  // two, 203 s in three (1149 tests).
  maxWorkers: 3,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-onboarding',
    '<rootDir>/mfe-eligibility',
    '<rootDir>/mfe-recommendations',
    '<rootDir>/mfe-support',
    '<rootDir>/console',
    '<rootDir>/api',
  ],
};
