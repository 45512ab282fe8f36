// The baseline the composition is measured against (npm run bench:load): the same shell and
// remote pages built as one ordinary single-page app. Where the composition loads a remote's
// page through the federation runtime, this build imports it (one dynamic import per exposed
// module, so the same splitting); everything else is the shell's own configuration: entry and
// start-up steps, the shared libraries' subsets, CSS, compression, start-up preloads. It is a
// measuring build, not a product: rspack build --config shared/build/monolith.cjs
const path = require('node:path');
const rspack = require('@rspack/core');
const {
  appConfig,
  firstPaintFiles,
  firstPaints,
  mantineEsmFile,
  mantineParts,
  MANTINE_LATER,
  pageTemplate,
  PROVIDED_SUBSETS,
  startupLibraries,
} = require('./index.cjs');
const { PageRoutesPlugin } = require('./page-routes.cjs');
const { readRoutes } = require('./remote-routes.cjs');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');

const root = path.resolve(__dirname, '../..');
const shellDir = path.join(root, 'shell');
const REMOTE_DIRS = require('./remote-list.cjs').REMOTES.map((remote) => remote.dir);

/** Where the monolith's build goes; served like the shell's (SHELL_DIST). */
const MONOLITH_DIST = path.join(shellDir, 'dist-monolith');

// The shell's remote loading (shell/src/remotes/servedVersions.ts) is swapped for this module.
const loaderFile = path.join(shellDir, 'src/remotes/servedVersions.monolith.generated.mjs');

/** What each remote is (name, folder, exposes), from its own build config. */
const remoteApps = () => REMOTE_DIRS.map((dir) => require(path.join(root, dir, 'rspack.config.cjs')).app);

/**
 * The remotes' first-paint templates, copied into this build (first-paint/<remote>/<Page>.html),
 * so the server paints the same first screen as for the composition.
 */
function bundledFirstPaints() {
  return remoteApps().flatMap(({ name, appDir, exposes }) =>
    Object.entries(firstPaints(appDir, exposes)).map(([module, { from, to }]) => ({
      key: `${name}${module}`,
      from,
      to: to.replace(/^first-paint\//, `first-paint/${name}/`),
    })),
  );
}

/** What each remote declares (its src/routes.json), by name: this build's route table. */
const declarations = () => Object.fromEntries(remoteApps().map(({ name, appDir }) => [name, readRoutes(appDir)]));

/** A module with the shell's remote-loading API, importing every exposed page at build time. */
function loaderSource() {
  const entries = remoteApps().map(({ name, appDir, exposes }) => {
    const modules = Object.entries(exposes).map(
      ([key, file]) => `    ${JSON.stringify(key)}: () => import(${JSON.stringify(path.resolve(appDir, file))})`,
    );
    return `  ${name}: {\n${modules.join(',\n')},\n  }`;
  });
  return `import { remoteLoadFailure } from ${JSON.stringify(path.join(shellDir, 'src/remotes/remoteLoadFailure.ts'))};

const exposed = {
${entries.join(',\n')},
};

// Nothing to resolve: every page is part of this build.
export async function loadRegistry() {
  return { remotes: {} };
}

export function reRegisterRemote() {}

// Every page is part of this build, with the routes its remotes declared when it was built.
export async function loadDeclarations() {
  return ${JSON.stringify(declarations())};
}

// No registry was served, so there is nothing a failure report could be tied to.
export function servedReceipt() {
  return undefined;
}

// One bundle has no other builds to preview or override.
export function pinnedBuilds() {
  return undefined;
}

// No registry, so no preview link that could have ended.
export function previewLinkEnded() {
  return false;
}

// No registry, so no experiment to report an exposure to.
export function experimentOf() {
  return undefined;
}

// No registry chose a version, so there is no version whose speed a report could be tied to.
export function chosenVersionRunning() {
  return undefined;
}

// One build of every page, so there is never a version to fall back from.
export const runtimeSources = {
  current() {
    return undefined;
  },
  canSwitch() {
    return false;
  },
  switchToFallback() {
    return false;
  },
};

export async function loadExposed(remote, module) {
  try {
    return await exposed[remote][module]();
  } catch (error) {
    return remoteLoadFailure(remote, error);
  }
}
`;
}

/**
 * The same split as the composition's: the libraries every first screen runs in one chunk (Mantine's
 * first part and hooks among them, see startupLibraries), and Mantine's later part in another, loaded
 * by the first screen that renders one of its components. Left to the bundler, the Mantine files the
 * first screen shares with later screens went to chunks by use, and the first screen downloaded more
 * of Mantine than the composition's does.
 */
function sharedChunks() {
  const { first, later } = mantineParts();
  const inLater = (module) =>
    !first.has(mantineEsmFile(module.resource)) &&
    (later.has(mantineEsmFile(module.resource)) || module.resource === PROVIDED_SUBSETS[MANTINE_LATER]);
  return {
    libraries: startupLibraries(),
    mantineCoreLater: { test: inLater, name: 'mantine-core-later', chunks: 'async', enforce: true, priority: 20 },
  };
}

module.exports = () => {
  const base = appConfig({
    appDir: shellDir,
    mode: 'production',
    outputDir: MONOLITH_DIST,
    publicPath: '/',
    uniqueName: 'monolith',
    splitMantine: true,
  });
  // The packages the composition shares as subsets are the same subsets here, so both builds carry the same code.
  const subsets = Object.fromEntries(Object.entries(PROVIDED_SUBSETS).map(([name, file]) => [`${name}$`, file]));
  const paints = bundledFirstPaints();
  return {
    ...base,
    name: 'monolith',
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, ...subsets } },
    optimization: { ...base.optimization, splitChunks: { cacheGroups: sharedChunks() } },
    plugins: [
      new rspack.experiments.VirtualModulesPlugin({ [loaderFile]: loaderSource() }),
      new rspack.NormalModuleReplacementPlugin(/[\\/]shell[\\/]src[\\/]remotes[\\/]servedVersions\.ts$/, loaderFile),
      new rspack.HtmlRspackPlugin({
        templateParameters: { title: 'Tabula', harnessRuntime: '' },
        template: pageTemplate,
        chunks: ['main'],
      }),
      new StartupPreloadPlugin(),
      // The same route table as the shell's, so the server primes the same first calls per page.
      new PageRoutesPlugin(require(path.join(shellDir, 'rspack.config.cjs')).app.routeTable, {
        bundled: { declarations: declarations(), firstPaints: Object.fromEntries(paints.map(({ key, to }) => [key, to])) },
      }),
      ...(paints.length > 0 ? [new rspack.CopyRspackPlugin({ patterns: firstPaintFiles(paints) })] : []),
      ...base.plugins,
    ],
  };
};

module.exports.MONOLITH_DIST = MONOLITH_DIST;
module.exports.loaderSource = loaderSource;
