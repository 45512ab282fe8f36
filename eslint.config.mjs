// One lint config for every workspace. Besides the usual correctness rules it enforces the
// micro-frontend boundaries: a remote ships alone only if it imports no other remote and not the
// shell, the shell loads remotes through Module Federation rather than their source, the kernel
// (shared/) knows no app, a remote's features talk to each other only through their index.ts, and
// the operator's app (ops/) and the guests' composition share nothing but the kernel.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import effector from 'eslint-plugin-effector';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import remoteList from './shared/build/remote-list.cjs';
import { operatorApp } from './scripts/lib/apps.mjs';
import { apiRoot, INTERFACE, platform, venueApi } from './scripts/lib/api-parts.mjs';

const REMOTES = remoteList.REMOTES.map((remote) => remote.dir);
const APPS = ['shell', ...REMOTES];
// The operator's app: built, deployed and served (/ops) apart from the guests' composition.
const OPS = operatorApp.dir;
const OPS_REFUSED = "The guests' apps may not import the operator's app (ops/); share it through @tabula/shared.";
const BROWSER_CODE = ['{shared,shell,ops,mfe-*}/{src,harness}/**/*.{ts,tsx}'];
const TS_CODE = ['**/*.{ts,tsx,mts,cts}'];

/** An import specifier naming an app's package, e.g. '@tabula/mfe-tab' or '@tabula/shell/src/x'. */
const appPackage = (app) => ({ group: [`@tabula/${app}`, `@tabula/${app}/*`] });

/**
 * The boundary a file belongs to: the nearest folder matching a pattern. A feature's folder is nested in
 * its remote's, and each captures the remote's name so that policies can tell "this remote" from "another".
 */
const elements = [
  { type: 'feature', pattern: '*/src/features/*', capture: ['app', 'feature'] },
  { type: 'remote', pattern: 'mfe-*', capture: ['remote'] },
  { type: 'shell', pattern: 'shell' },
  { type: 'ops', pattern: OPS },
  { type: 'shared', pattern: 'shared' },
];

const inRemote = (app) => ({ path: `${app}/**` });
const outsideRemote = (app) => ({ path: `!${app}/**` });

// When several policies match an import, the last one decides (and names the broken boundary), so the
// boundaries between apps come after the feature rule.
const boundaryPolicies = [
  // A feature's index.ts is its public face: pages, widgets and the other features of its remote use nothing else.
  {
    from: { element: { type: '!feature' } },
    disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.{ts,tsx}' } } },
    message: 'Import a feature only through its index.ts.',
  },
  {
    from: { element: { type: 'feature' } },
    disallow: {
      to: {
        element: {
          type: 'feature',
          captured: { feature: '!{{ from.element.captured.feature }}' },
          fileInternalPath: '!index.{ts,tsx}',
        },
      },
    },
    message: 'Import another feature only through its index.ts.',
  },
  // A remote is built, versioned and deployed alone: it may not reach into another remote or the shell.
  ...REMOTES.map((app) => ({
    from: { element: inRemote(app) },
    disallow: { to: { element: [{ types: { anyOf: ['remote', 'feature'] }, ...outsideRemote(app) }, { type: 'shell' }] } },
    message: `${app} may not import another remote or the shell; share it through @tabula/shared.`,
  })),
  // The shell composes remotes at run time through Module Federation, never from their source.
  {
    from: { element: { type: 'shell' } },
    disallow: { to: { element: { types: { anyOf: ['remote', 'feature'] } } } },
    message: "The shell may not import a remote's source; load it through Module Federation.",
  },
  // The operator's app ships on its own schedule and no guest downloads it: it shares only the kernel.
  {
    from: { element: { type: 'ops' } },
    disallow: { to: { element: { types: { anyOf: ['remote', 'feature', 'shell'] } } } },
    message: "The operator's app (ops/) may not import the shell or a remote; share it through @tabula/shared.",
  },
  {
    from: { element: { types: { anyOf: ['shell', 'remote', 'feature'] } } },
    disallow: { to: { element: { type: 'ops' } } },
    message: OPS_REFUSED,
  },
  // The kernel is shared by every app, so it may not depend on any of them.
  {
    from: { element: { type: 'shared' } },
    disallow: { to: { element: { types: { anyOf: ['remote', 'feature', 'shell', 'ops'] } } } },
    message: 'shared/ may not import an app.',
  },
];

// The venue API (api/) and the composition platform (platform/) run in one server. The platform may use the
// server api/ offers (db/, config, security/, http/, the test kit, ...) and the venue's events, never the venue
// API's insides; nothing in api/ imports the platform.
const API_REACHES_PLATFORM =
  "api/ may not import the platform: its server hosts it through a ServerExtension (api/src/extension.ts), and the platform subscribes to the venue's events (api/src/venue-events.ts).";
const PLATFORM_REACHES_VENUE = "The platform may not import the venue API's insides; read the venue through api/src/venue-events.ts.";
// Files, not folders: api's domain/, routes/ and rules/ hold both the venue API and the server it runs on.
const apiFiles = [
  { category: 'venue-interface', fullMatch: true, pattern: INTERFACE },
  { category: 'venue-api', fullMatch: true, pattern: venueApi },
  { category: 'platform', fullMatch: true, pattern: platform },
  { category: 'api', fullMatch: true, pattern: apiRoot },
];
const apiPolicies = [
  {
    from: { file: { categories: 'api' } },
    disallow: { to: { file: { categories: 'platform' } } },
    message: API_REACHES_PLATFORM,
  },
  {
    from: { file: { categories: 'platform' } },
    disallow: { to: { file: { categories: 'venue-api' } } },
    message: PLATFORM_REACHES_VENUE,
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-monolith/**',
      '**/dist-dev/**',
      '**/*-sourcemaps/**',
      '**/reports/**',
      'deployments/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.data/**',
      '**/.build-stamps/**',
      '**/*.d.ts',
      '**/*.d.mts',
      '**/*.d.cts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // An unused argument is sometimes the price of a callback's signature; an underscore says so.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A cycle makes load order decide what a module sees (undefined at start-up, or a type that only
    // resolves one way round); one module imported twice hides what a file really depends on.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules it follows (its default is JavaScript alone)...
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      // ...resolved as TypeScript does, each workspace by its tsconfig, @tabula/* through their exports.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: '*/tsconfig.json', alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['**/*.cjs', '**/*.cts'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The jest setup of every app runs inside jsdom.
    files: ['shared/jest/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    files: BROWSER_CODE,
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    files: ['{shared,shell,ops,mfe-*}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, effector },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Rules of eslint-plugin-effector's recommended and react sets that read only the syntax tree;
      // the others ask the TypeScript program for each unit's type (see the typed block below).
      'effector/keep-options-order': 'error',
      'effector/no-ambiguity-target': 'error',
      'effector/no-duplicate-clock-or-source-array-values': 'error',
      'effector/no-guard': 'error',
      'effector/no-unnecessary-duplication': 'error',
      'effector/no-useless-methods': 'error',
    },
  },
  {
    files: BROWSER_CODE,
    // Test support drives the global stores the way a test sets up a scene; the guests' code may not.
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/src/testing/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      ...effector.configs.recommended.rules,
      ...effector.configs.react.rules,
      'effector/keep-options-order': 'error',
      'effector/no-ambiguity-target': 'error',
      'effector/no-unnecessary-combination': 'error',
      'effector/no-unnecessary-duplication': 'error',
      'effector/no-watch': 'error',
    },
  },
  {
    // The API's handlers: a check left un-awaited (an async token check) lets the request through while
    // its refusal becomes an unhandled rejection.
    files: ['{api,platform}/src/**/*.ts'],
    ignores: ['{api,platform}/src/**/*.test.ts', '{api,platform}/src/testing/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    files: TS_CODE.map((glob) => `{${[...APPS, OPS].join(',')},shared}/${glob}`),
    plugins: { boundaries },
    settings: {
      // Element patterns are relative to the repo root, wherever eslint is started from.
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': elements,
      'boundaries/include': ['shared/**', 'shell/**', `${OPS}/**`, 'mfe-*/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: boundaryPolicies }],
    },
  },
  {
    files: ['{api,platform}/src/**/*.ts'],
    // Tests and the test kit set up whole scenes across the venue and the server (never the platform from api/).
    ignores: ['{api,platform}/src/**/*.test.ts', '{api,platform}/src/testing/**'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': [],
      'boundaries/files': apiFiles,
      'boundaries/include': ['api/src/**', 'platform/src/**'],
      // The platform reaches api/ by its package's subpaths (@tabula/api/db/database): resolved through its exports.
      'import/resolver': { typescript: { project: ['api/tsconfig.json', 'platform/tsconfig.json'], noWarnOnMultipleProjects: true } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: apiPolicies }],
    },
  },
  {
    // By name too, tests included: the venue API's server hosts the platform without knowing it.
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@tabula/platform', '@tabula/platform/*'], message: API_REACHES_PLATFORM }] },
      ],
    },
  },
  // Package specifiers are checked by name as well, whether or not they resolve to a file.
  ...REMOTES.map((app) => ({
    files: [`${app}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APPS.filter((other) => other !== app).map((other) => ({
              ...appPackage(other),
              message: `${app} may not import another remote or the shell; share it through @tabula/shared.`,
            })),
            { ...appPackage(OPS), message: OPS_REFUSED },
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...REMOTES.map((app) => ({
              ...appPackage(app),
              message: "The shell may not import a remote's source; load it through Module Federation.",
            })),
            { ...appPackage(OPS), message: OPS_REFUSED },
          ],
        },
      ],
    },
  },
  {
    files: [`${OPS}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: APPS.map((app) => ({
            ...appPackage(app),
            message: "The operator's app (ops/) may not import the shell or a remote; share it through @tabula/shared.",
          })),
        },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...APPS, OPS].map((app) => ({ ...appPackage(app), message: 'shared/ may not import an app.' })) },
      ],
    },
  },
  prettier,
);
