// The libraries every first screen runs, in one file. The figures behind it:
// docs/decisions/build-subsets-and-startup.md.
const path = require('node:path');
const { packageDir } = require('./packages.cjs');
const { mantineEsmFile, mantineParts } = require('./styles.cjs');
const { MANTINE_LATER, PROVIDED_SUBSETS } = require('./subsets.cjs');

const PACKAGES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|effector|effector-react|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|@mantine[\\/]hooks|clsx)[\\/]/;

/**
 * React, the router, Effector, i18next and their React bindings, Mantine's hooks and its first part,
 * as one chunk ("libraries") instead of a request each. They change only with a dependency upgrade,
 * so one file loses no caching between deploys of the app's code, which stays apart, as does
 * Mantine's later part. The one-bundle baseline takes the same group, so both builds split alike.
 */
function startupLibraries() {
  const { first } = mantineParts();
  const subsets = new Set(
    Object.entries(PROVIDED_SUBSETS)
      .filter(([name]) => name !== MANTINE_LATER)
      .map(([, file]) => file),
  );
  const isLibrary = (resource) => PACKAGES.test(resource) || subsets.has(resource) || first.has(mantineEsmFile(resource));
  return { name: 'libraries', chunks: 'all', enforce: true, priority: 30, test: (module) => isLibrary(module.resource ?? '') };
}

// react-router's package exports name only its development build, warnings and their messages
// included; in production the apps take its production build, the same code without them
// (0.5 KB on the wire; upstream-layout.test.ts fails when an upgrade moves it).
const REACT_ROUTER_PRODUCTION = { 'react-router$': 'index.mjs', 'react-router/dom$': 'dom-export.mjs' };

function reactRouterProduction(appDir) {
  const dist = path.join(packageDir('react-router', packageDir('react-router-dom', appDir)), 'dist', 'production');
  return Object.fromEntries(Object.entries(REACT_ROUTER_PRODUCTION).map(([alias, file]) => [alias, path.join(dist, file)]));
}

module.exports = { reactRouterProduction, startupLibraries };
