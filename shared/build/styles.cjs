// Styles: the browsers code and CSS are compiled for, and the shared Mantine in two parts (what the
// first screen renders, and the rest), so a first screen downloads no component it does not show.
// The figures behind both: docs/decisions/build-subsets-and-startup.md.
const path = require('node:path');
const rspack = require('@rspack/core');
const { mantineReach } = require('./mantine-graph.cjs');
const { MANTINE_LATER, PROVIDED_SUBSETS, subsetExports } = require('./subsets.cjs');

// The browsers guests use: targets without logical properties or :where() inflated Mantine's stylesheet.
const BROWSERS = 'chrome >= 100, safari >= 15, firefox >= 100';

// A component's class names (Combobox.module.mjs), imported by default: constant strings, which the
// later part may carry a copy of.
const isClassNames = (file) => file.endsWith('.module.mjs');

/** A file of Mantine's ES build, relative to its esm folder, or undefined for any other file. */
const mantineEsmFile = (file) => /[\\/]@mantine[\\/]core[\\/]esm[\\/](.+)$/.exec(file ?? '')?.[1]?.replaceAll('\\', '/');

/** The files of Mantine's ES build (relative to its esm folder) each of the two shared parts reaches. */
function mantineParts() {
  const firstExports = subsetExports(PROVIDED_SUBSETS['@mantine/core']);
  const relative = (files) => new Set([...files].map(mantineEsmFile));
  const first = relative(mantineReach(firstExports).files);
  const later = relative(mantineReach(subsetExports(PROVIDED_SUBSETS[MANTINE_LATER])).files);
  return { firstExports, first, later };
}

/**
 * The shared Mantine in two singletons: '@mantine/core' (mantine-core.mjs), what the menu's first
 * screen renders, and MANTINE_LATER (mantine-core-later.mjs), the rest, which a guest's phone
 * downloads with the first screen that renders one of its components. The apps' code and the Mantine
 * libraries they bundle (@mantine/dates) keep importing '@mantine/core': each name is sent to the part
 * that has it when it is compiled. The later part's own files import Mantine's core (theme context,
 * Box, the styles API) from files the first part has: those imports go to '@mantine/core' too, so
 * every component runs on the one provider and theme whichever app provided each part.
 */
function mantineSplit() {
  const { firstExports, first, later } = mantineParts();
  const transformImport = [
    { libraryName: '@mantine/core', customName: MANTINE_LATER, transformToDefaultImport: false, ignoreEsComponent: firstExports },
  ];
  return {
    transformImport,
    rules: [
      {
        test: /[\\/]node_modules[\\/]@mantine[\\/](?!core[\\/]|hooks[\\/])[^\\/]+[\\/]esm[\\/].+\.mjs$/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'ecmascript', jsx: false } }, env: { targets: BROWSERS }, transformImport },
      },
    ],
    plugins: [
      new rspack.NormalModuleReplacementPlugin(/^\.\.?\//, (resource) => {
        const issuer = mantineEsmFile(resource.contextInfo?.issuer);
        if (!issuer || first.has(issuer) || !later.has(issuer)) return;
        const target = mantineEsmFile(path.resolve(resource.context, resource.request));
        if (first.has(target) && !isClassNames(target)) resource.request = '@mantine/core';
      }),
    ],
  };
}

/** How an app's stylesheets are compiled: CSS modules and plain CSS, and the files they link. */
const styleRules = () => [
  { test: /\.css$/, type: 'css/auto' },
  { test: /\.(woff2?|png|svg|jpe?g|webp)$/, type: 'asset/resource' },
];

module.exports = { BROWSERS, mantineEsmFile, mantineParts, mantineSplit, styleRules };
