// Every unit and component suite of the repository; the browser tests run separately (e2e/).
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-onboarding',
    '<rootDir>/mfe-eligibility',
    '<rootDir>/mfe-recommendations',
    '<rootDir>/mfe-support',
    '<rootDir>/api',
  ],
};
