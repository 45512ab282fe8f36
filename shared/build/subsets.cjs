// The parts of the shared libraries the apps use: each shared name is provided by a module that
// re-exports only those (subsets.test.ts keeps the lists equal to the apps' imports).
const fs = require('node:fs');
const path = require('node:path');
const { packageDir } = require('./packages.cjs');

// The second part of the shared Mantine (styles.cjs, mantineSplit) is a share of @mantine/core's code.
const MANTINE_LATER = '@tabula/mantine-core-later';

const PROVIDED_SUBSETS = {
  '@mantine/core': path.join(__dirname, 'mantine-core.mjs'),
  [MANTINE_LATER]: path.join(__dirname, 'mantine-core-later.mjs'),
  '@mantine/hooks': path.join(__dirname, 'mantine-hooks.mjs'),
  'react-router-dom': path.join(__dirname, 'react-router-dom.mjs'),
  'react-i18next': path.join(__dirname, 'react-i18next.mjs'),
};

// Each subset re-exports from the package's ES entry under a name that is not shared (the
// package's exports map may hide the file; the package name itself is the share).
// upstream-layout.test.ts fails when an upgrade moves one of these files.
/** @type {Record<string, [string, string]>} alias -> [package, its file] */
const SUBSET_SOURCES = {
  '@tabula/mantine-core-esm': ['@mantine/core', 'esm/index.mjs'],
  '@tabula/mantine-hooks-esm': ['@mantine/hooks', 'esm/index.mjs'],
  '@tabula/react-router-dom-esm': ['react-router-dom', 'dist/index.mjs'],
  '@tabula/react-i18next-esm': ['react-i18next', 'dist/es/index.js'],
};

function subsetSources(appDir) {
  return Object.fromEntries(
    Object.entries(SUBSET_SOURCES).map(([alias, [name, file]]) => [`${alias}$`, path.join(packageDir(name, appDir), file)]),
  );
}

/** The names a subset module re-exports. */
const subsetExports = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

module.exports = { MANTINE_LATER, PROVIDED_SUBSETS, SUBSET_SOURCES, subsetExports, subsetSources };
