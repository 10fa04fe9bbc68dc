// Lint: TypeScript rules everywhere, React hooks rules in the front ends, and the import
// boundaries of ARCHITECTURE.md: shared imports no app, and no remote imports another app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createRequire } from 'node:module';

const platform = createRequire(import.meta.url)('./shared/tooling/platform.cjs');
/** The front-end apps' folders (shared/src/contract/platform.json). */
const apps = platform.frontEndKeys.map((key) => platform.apps[key].folder);
const remotes = platform.remoteKeys.map((key) => platform.apps[key].folder);
const frontEnds = [...apps, 'shared'];
// The kit, and the build-time tooling that generates its stylesheet from antd.
const uiKit = ['shared/src/ui/**', 'shared/tooling/kit-styles/**'];

// The page loads one shared copy of antd only if every app takes it from the kit.
const antdOnlyThroughKit = {
  group: ['antd', 'antd/**', '@ant-design/icons', '@ant-design/icons/**'],
  message: "Take antd components and icons from '@storefront/shared/ui' (add them there): it is the one copy of antd the page loads.",
};

// One message store and one React context for every app only if the apps take i18n from shared.
const linguiOnlyThroughShared = {
  group: ['@lingui/*', '@lingui/**'],
  message: "Take i18n from '@storefront/shared' (useMessages, translate, registerCatalog): the page has one message store, shared by every app.",
};

// The wire contract is defined once, in shared/src/contract (@storefront/shared/contract).
const contractFolder = 'shared/src/contract';
const typeboxInFrontEnds = {
  group: ['@sinclair/typebox', '@sinclair/typebox/**'],
  allowTypeImports: true,
  message: "The front ends take the wire types from '@storefront/shared' (Static<> of the contract's schemas, `import type`): TypeBox's runtime stays out of the page.",
};
// The API reaches shared only through the contract's package entry, which its image carries compiled.
const apiReachesSharedThroughContract = [
  {
    group: ['**/shared/src', '**/shared/src/**', '**/shared/tooling/**'],
    message: "Import the contract as '@storefront/shared/contract': the API's image has no shared/src, only the compiled contract.",
  },
  {
    regex: '^@storefront/shared(?!/contract$)(/.*)?$',
    message: "The API imports only '@storefront/shared/contract' (React-free, compiled for Node) from shared.",
  },
];
// The API's tests and bench run from the repository, not in the image: they may also take the
// node test kits (shared/tooling/testing: a PostgreSQL schema, mail as a reader sees it).
const apiToolsReachTestKits = [
  {
    regex: '(^|/)shared/(src(/|$)|tooling/(?!testing/))',
    message: "The API's tests and bench take from shared only '@storefront/shared/contract' and the test kits in shared/tooling/testing.",
  },
  apiReachesSharedThroughContract[1],
];
// A wire shape or a spec constant written again outside the contract.
const noWireRedefinition = {
  files: ['api/src/**/*.ts', 'e2e/**/*.ts'],
  ignores: ['api/src/config.ts', 'api/src/catalog/**', 'api/src/plugins/**', 'api/src/routes/health.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: "CallExpression[callee.object.name='Type'][callee.property.name=/^(Object|Union|Literal|Integer|String|Number|Boolean)$/]",
        message: 'A wire schema belongs in shared/src/contract (one file per resource): import it from @storefront/shared/contract.',
      },
      {
        selector: ':matches(TSInterfaceDeclaration, TSTypeAliasDeclaration[typeAnnotation.type="TSTypeLiteral"])[id.name=/^(Problem|CustomerProfile(Request)?|Application(Product)?|(Create|Update)ApplicationRequest|Market|Banner|Question(Option)?|Screening(Answer|Record)|LoanOffer|ProductRecommendation|(Sub)?Feature|Preference|SubmitPreferencesRequest|CountRequest|SelectedFeature|CardRecommendation|Page|EmailRequest|EmailAccepted|ClientErrorReport)$/]',
        message: 'This wire type is defined in @storefront/shared/contract: import its type from there.',
      },
      {
        selector: 'VariableDeclarator[id.name=/^(minFeatures|maxFeatures|minFeaturesToSelect|maxFeaturesToSelect|creditScoreThreshold|defaultPromoCode|resultsPageSize|estimatedProcessingTime|supportReplyPromise|mailSubjects|helpMessageMaxLength|helpNameMaxLength|fullNameMinLength|fullNameMaxLength)$/]',
        message: 'This spec constant is defined once, in @storefront/shared/contract: import it.',
      },
    ],
  },
};
// The same in the front ends (shared outside the contract, and the apps): no wire schema, no second
// interface or constant of the contract.
const noFrontEndRedefinition = {
  files: frontEnds.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
  ignores: [`${contractFolder}/**`],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: ":matches(TSInterfaceDeclaration, TSTypeAliasDeclaration[typeAnnotation.type='TSTypeLiteral'])[id.name=/^(Problem|CustomerProfile(Request)?|Application(Product)?|(Create|Update)ApplicationRequest|Market|Banner|Question(Option)?|Screening(Answer|Record)|LoanOffer|ProductRecommendation|(Sub)?Feature|Preference|SubmitPreferencesRequest|CountRequest|SelectedFeature|CardRecommendation|EmailRequest|EmailAccepted|ClientErrorReport)$/]",
        message: 'This wire type is defined in shared/src/contract: use its Static<> type from @storefront/shared.',
      },
      {
        selector: 'VariableDeclarator[id.name=/^(minFeatures|maxFeatures|creditScoreThreshold|defaultPromoCode|resultsPageSize|firstResultsPage|countDebounceMs|redirectDelayMs|nextLockMs|snackbarAutoHideMs|estimatedProcessingTime|supportReplyPromise|mailSubjects|helpMessageMaxLength|helpNameMaxLength|fullNameMinLength|fullNameMaxLength)$/]',
        message: 'This spec constant is defined once, in shared/src/contract/constants.ts: import it from @storefront/shared.',
      },
    ],
  },
};

// One router across shell and remotes only if every app takes React Router from shared (tests,
// test helpers and build-time tooling run outside Module Federation).
const routerOnlyThroughShared = {
  files: frontEnds.map((folder) => `${folder}/src/**/*.{ts,tsx}`),
  ignores: ['shared/src/router.ts', `${contractFolder}/**`, '**/__tests__/**', '**/test-support/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['react-router', 'react-router/**', 'react-router-dom', 'react-router-dom/**'],
            message: "Take React Router from '@storefront/shared/router' (add the name there): the page shares one router.",
          },
          typeboxInFrontEnds,
        ],
      },
    ],
  },
};

/** Forbid reaching into another workspace's files, with a message that says why. */
function boundary(folder, forbidden, why, extraPatterns = []) {
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
            ...(apps.includes(folder) ? [linguiOnlyThroughShared] : []),
            ...extraPatterns,
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
    files: [...[...apps, 'shared', 'console'].map((folder) => `${folder}/src/**/*.{ts,tsx}`), 'shared/tooling/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  routerOnlyThroughShared,
  {
    // A cycle makes module order matter and keeps bundlers from splitting code: none, types included.
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Every workspace's tsconfig, so that the API's './x.js' finds x.ts and '@storefront/shared' its source.
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  boundary('shared', [...apps, 'api', 'e2e'], 'shared is the contract every app builds on: it imports no app.'),
  ...remotes
    .map((app) =>
      boundary(
        app,
        [...apps.filter((other) => other !== app), 'api'],
        'A remote is released on its own: it imports only @storefront/shared, never another app or the API source.',
      ),
    ),
  boundary(platform.apps.shell.folder, [...remotes, 'api'],
    'The shell loads remotes at runtime through Module Federation, never by importing their source.'),
  // The console is an app apart (served by the operator listener): it speaks to the API over HTTP
  // and takes from shared only the contract, not the storefront's singletons, kit or messages.
  boundary('console', [...apps, 'api', 'e2e'], 'The console speaks to the API over HTTP; it imports no other app.', [
    {
      regex: '^@storefront/shared(?!/contract$|/tooling/)(/.*)?$',
      message: "The console takes from shared only '@storefront/shared/contract' (the wire types and constants).",
    },
  ]),
  ...[['api/**/*.{ts,tsx,mjs,cjs}', apiReachesSharedThroughContract], ['api/{test,bench}/**/*.ts', apiToolsReachTestKits]].map(([files, patterns]) => ({
    ...boundary('api', [...apps, 'e2e'],
      'The API serves the storefront over HTTP; it imports no front-end app.', patterns),
    files: [files],
  })),
  noWireRedefinition,
  noFrontEndRedefinition,
);
