// jest-dom's matchers (toBeInTheDocument, ...) for the tests' type check; jest-setup.ts installs them.
/// <reference types="@testing-library/jest-dom" />
