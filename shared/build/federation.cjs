// Module Federation: what the apps share, one federation runtime and one bundler runtime per page,
// and the two replacements that keep the runtime's unused API out of the first screen's scripts.
// Why each is kept: docs/decisions/federation-build-workarounds.md; upstream-layout.test.ts
// fails when an upgrade of @module-federation/* or @rspack/* moves what they rely on.
const fs = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { precompression } = require('./app-config.cjs');
const { KERNEL, kernelVersionRule } = require('./kernel-version.cjs');
const { installedVersion, packageDir } = require('./packages.cjs');
const { MANTINE_LATER, PROVIDED_SUBSETS } = require('./subsets.cjs');

// A second copy of any of these breaks hooks or splits the store (design.md, Composition).
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'effector',
  'effector-react',
  '@mantine/core',
  MANTINE_LATER,
  '@mantine/hooks',
  'i18next',
  'react-i18next',
  '@tabula/shared',
];

// A share that is part of another package's code (the later part of Mantine is @mantine/core's).
const SHARE_PACKAGES = { [MANTINE_LATER]: '@mantine/core' };

function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = installedVersion(SHARE_PACKAGES[name] ?? name, appDir);
      const subset = PROVIDED_SUBSETS[name];
      const versionRule = name === KERNEL ? kernelVersionRule(appDir) : { requiredVersion: `^${version}` };
      return [name, { singleton: true, ...versionRule, version, ...(subset && { import: subset }) }];
    }),
  );
}

/** The ES build of @module-federation/runtime, from its package's exports. */
function federationRuntimeEsm(appDir) {
  const dir = packageDir('@module-federation/runtime', appDir);
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, exports['.'].import.default);
}

/**
 * The container plugin points @module-federation/runtime at its CommonJS build, which cannot be
 * tree-shaken, by an alias of the bare name set once the config's plugins are applied: each remote
 * entry then carried all of the runtime's API wrappers for the two functions its bundler runtime
 * calls. Applied after the federation plugin, this puts the ES build in its place.
 */
class FederationRuntimeEsmPlugin {
  constructor(appDir) {
    this.runtime = federationRuntimeEsm(appDir);
  }

  apply(compiler) {
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = { ...compiler.options.resolve.alias, '@module-federation/runtime$': this.runtime };
      // The container plugin's alias of the bare name would match before ours of the exact one.
      delete alias['@module-federation/runtime'];
      compiler.options.resolve.alias = alias;
    });
  }
}

// The bundler runtime and runtime plugins the federation plugin imports by their CommonJS file: their ES twin beside it.
const FEDERATION_CJS = /@module-federation[\\/][^\\/]+[\\/]dist[\\/]index\.cjs$/;
// What a remote's federation glue imports its bundler runtime from (replaced by the host's, below).
const BUNDLER_RUNTIME = /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/;

/**
 * The federation plugins of an app: the host provides the one runtime core and bundler runtime of
 * the page (bundler-runtime-host.mjs); a remote takes them (remote-bundler-runtime.mjs).
 */
function federationPlugins({ appDir, name, exposes, runtimePlugins, additionalManifestData, entryFilename = 'remoteEntry.js' }) {
  const isHost = !exposes;
  return [
    new ModuleFederationPlugin({
      name,
      filename: entryFilename,
      exposes,
      remotes: {},
      shared: sharedSingletons(appDir),
      shareStrategy: 'loaded-first',
      runtimePlugins: isHost
        ? [...(runtimePlugins ?? []), path.join(__dirname, 'bundler-runtime-host.mjs'), path.join(__dirname, 'cross-origin-entries.mjs')]
        : runtimePlugins,
      manifest: { additionalData: additionalManifestData },
      dts: false,
      experiments: { optimization: { target: 'web' }, ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) },
    }),
    new FederationRuntimeEsmPlugin(appDir),
    ...(isHost ? [] : [new rspack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME, path.join(__dirname, 'remote-bundler-runtime.mjs'))]),
    new rspack.NormalModuleReplacementPlugin(FEDERATION_CJS, (resource) => {
      resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
    }),
  ];
}

const HARNESS_RUNTIME = 'harness-runtime.js';

/**
 * A remote leaves the federation runtime to its host, so a page downloads one. Its standalone
 * harness has no host: this tiny second build provides the runtime core and the bundler runtime to
 * the harness page, which loads it before the remote's own scripts.
 */
function harnessRuntimeConfig(o, mode) {
  return {
    name: `${o.name}-harness-runtime`,
    mode,
    context: o.appDir,
    target: 'web',
    entry: { 'harness-runtime': path.join(__dirname, '../harness/federation-runtime.mjs') },
    devtool: false,
    output: { path: path.join(o.appDir, 'dist'), filename: HARNESS_RUNTIME, uniqueName: `${o.name}_harness_runtime`, clean: false },
    plugins: mode === 'production' ? precompression() : [],
    performance: false,
  };
}

module.exports = {
  BUNDLER_RUNTIME,
  FEDERATION_CJS,
  FederationRuntimeEsmPlugin,
  federationPlugins,
  HARNESS_RUNTIME,
  harnessRuntimeConfig,
  SINGLETONS,
};
