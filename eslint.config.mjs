// Lint: TypeScript rules everywhere, React hooks rules in the front ends, and the import
// boundaries of ARCHITECTURE.md: shared imports no app, and no remote imports another app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support'];
const frontEnds = [...apps, 'shared'];
// The kit, and the build-time tooling that generates its stylesheet from antd.
const uiKit = ['shared/src/ui/**', 'shared/tooling/kit-styles/**'];

// The page loads one shared copy of antd only if every app takes it from the kit.
const antdOnlyThroughKit = {
  group: ['antd', 'antd/**', '@ant-design/icons', '@ant-design/icons/**'],
  message: "Take antd components and icons from '@storefront/shared/ui' (add them there): it is the one copy of antd the page loads.",
};

// One router across shell and remotes only if every app takes React Router from shared (tests,
// test helpers and build-time tooling run outside Module Federation).
const routerOnlyThroughShared = {
  files: frontEnds.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
  ignores: ['shared/src/router.ts', '**/__tests__/**', '**/test-support/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'],
            message: "Take React Router from '@storefront/shared/router' (add the name there): the page shares one router.",
          },
        ],
      },
    ],
  },
};

/** Forbid reaching into another workspace's files, with a message that says why. */
function boundary(folder, forbidden, why) {
  return {
    files: [`${folder}/**/*.{ts,tsx,mjs,cjs}`],
    ignores: folder === 'shared' ? uiKit : [],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbidden.flatMap((target) => [
              { group: [`**/${target}/src`, `**/${target}/src/**`], message: why },
              { group: [`@storefront/${target}`, `@storefront/${target}/**`], message: why },
            ]),
            ...(frontEnds.includes(folder) ? [antdOnlyThroughKit] : []),
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.data/**', 'e2e/artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: [...[...apps, 'shared'].map((folder) => `${folder}/src/**/*.{ts,tsx}`), 'shared/tooling/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  routerOnlyThroughShared,
  boundary('shared', [...apps, 'api', 'e2e'], 'shared is the contract every app builds on: it imports no app.'),
  ...apps
    .filter((app) => app !== 'shell')
    .map((app) =>
      boundary(
        app,
        [...apps.filter((other) => other !== app), 'api'],
        'A remote is released on its own: it imports only @storefront/shared, never another app or the API source.',
      ),
    ),
  boundary('shell', ['mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support', 'api'],
    'The shell loads remotes at runtime through Module Federation, never by importing their source.'),
  boundary('api', ['shell', 'mfe-onboarding', 'mfe-eligibility', 'mfe-recommendations', 'mfe-support', 'e2e'],
    'The API serves the storefront over HTTP; it imports no front-end app.'),
);
