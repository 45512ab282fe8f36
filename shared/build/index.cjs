// One Rspack + Module Federation config for the shell and every remote, so that the singleton
// list, loaders and dev-server rules cannot drift between apps. By concern: federation.cjs (what the
// apps share, the runtimes), styles.cjs (browsers, Mantine's two parts), startup-libraries.cjs (the
// first screen's libraries in one file), app-config.cjs (loaders, output, compression, source maps),
// monolith.cjs (the same code as one bundle, for measuring).
const fs = require('node:fs');
const path = require('node:path');
const rspack = require('@rspack/core');
const { appConfig } = require('./app-config.cjs');
const { buildId } = require('./build-id.cjs');
const { federationPlugins, HARNESS_RUNTIME, harnessRuntimeConfig, SINGLETONS } = require('./federation.cjs');
const { PageRoutesPlugin } = require('./page-routes.cjs');
const { remoteChunks, remoteCssIdents } = require('./remote-chunks.cjs');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');
const { startupLibraries } = require('./startup-libraries.cjs');
const { mantineEsmFile, mantineParts } = require('./styles.cjs');
const { MANTINE_LATER, PROVIDED_SUBSETS } = require('./subsets.cjs');

const REMOTE_PORTS = Object.fromEntries(require('./remote-list.cjs').APPS.map((app) => [app.name, app.port]));

const pageTemplate = path.join(__dirname, 'index.html');

/**
 * The first paints a remote publishes: an exposed page whose folder holds `first-paint.html` (a
 * Mustache template of what its screen shows first) has it copied to `first-paint/<Page>.html`,
 * named in the manifest's metaData.firstPaint under the exposed module, where the server finds it.
 * @param {string} appDir
 * @param {Record<string,string>} exposes
 * @returns {Record<string,{from:string,to:string}>}
 */
function firstPaints(appDir, exposes) {
  return Object.fromEntries(
    Object.entries(exposes)
      .map(([module, file]) => [module, path.join(path.dirname(path.resolve(appDir, file)), 'first-paint.html')])
      .filter(([, from]) => fs.existsSync(from))
      .map(([module, from]) => [module, { from, to: `first-paint/${module.replace(/^\.\//, '')}.html` }]),
  );
}

/**
 * The files to copy for those first paints: each template, and the rules its page publishes beside
 * it (`first-paint.json`, copied to `first-paint/<Page>.json`: firstPaintRulesFile in
 * @tabula/shared/page), which tell the server which parts to fill in.
 * @param {Record<string,{from:string,to:string}>} paints
 */
function firstPaintFiles(paints) {
  return Object.values(paints).flatMap(({ from, to }) => {
    const rules = { from: from.replace(/\.html$/, '.json'), to: to.replace(/\.html$/, '.json') };
    return [{ from, to }, ...(fs.existsSync(rules.from) ? [rules] : [])];
  });
}

/**
 * @param {object} o
 * @param {string} o.appDir       the app's folder (its package.json sits there)
 * @param {string} o.name         container name: shell, mfe_menu, ...
 * @param {Record<string,string>} [o.exposes]  what a remote exposes
 * @param {Record<string,unknown>} [o.manifestData]  more of the remote's metaData (its routes, remote-routes.cjs)
 * @param {string[]} [o.runtimePlugins]        host runtime plugins (absolute paths)
 * @param {string} [o.routeTable]  the host's route table module, described to the server in page-routes.json
 * @param {string} o.title        HTML title of the app page (shell) or dev harness (remote)
 */
function createFederatedConfig(o) {
  const federatedConfig = (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isHost = !o.exposes;
    const paints = isHost ? {} : firstPaints(o.appDir, o.exposes);
    // Where a deployed version is served (npm run deploy -- --public-url, e.g. a CDN); otherwise
    // a remote loads its chunks from wherever its manifest was fetched.
    const remotePublicPath = process.env.TABULA_PUBLIC_PATH || 'auto';
    const base = appConfig({
      appDir: o.appDir,
      mode,
      outputDir: path.join(o.appDir, 'dist'),
      // Remotes load their chunks from wherever their manifest was fetched.
      publicPath: isHost ? '/' : remotePublicPath,
      // A remote's chunk registry is named after its build, not just the remote (see buildId).
      uniqueName: isHost ? o.name : `${o.name}_${buildId(o.appDir, mode)}`,
      splitMantine: true,
    });
    // A remote's unchanged chunks keep their bytes from one build to the next (remote-chunks.cjs).
    const chunks = isHost ? { output: {}, optimization: {} } : remoteChunks(mode);
    const config = {
      ...base,
      name: o.name,
      // A remote's copies of the libraries run only in its harness: the shell's are the ones shared.
      optimization: isHost
        ? { ...base.optimization, splitChunks: { cacheGroups: { libraries: startupLibraries() } } }
        : { ...base.optimization, ...chunks.optimization },
      // A remote's harness runtime is the other build's output in the same folder.
      output: { ...base.output, ...chunks.output, clean: isHost ? true : { keep: /harness-runtime\.js/ } },
      module: isHost ? base.module : { ...base.module, generator: remoteCssIdents(o.name, mode) },
      plugins: [
        ...federationPlugins({
          appDir: o.appDir,
          name: o.name,
          exposes: o.exposes,
          entryFilename: chunks.entryFilename,
          runtimePlugins: o.runtimePlugins,
          additionalManifestData: ({ stats }) => {
            Object.assign(stats.metaData, o.manifestData);
            // The server preloads module chunks as modules: a classic preload would not serve their import().
            if (chunks.output.chunkFormat) stats.metaData.chunkFormat = chunks.output.chunkFormat;
            if (Object.keys(paints).length > 0) {
              stats.metaData.firstPaint = Object.fromEntries(Object.entries(paints).map(([module, { to }]) => [module, to]));
            }
            return stats;
          },
        }),
        new rspack.HtmlRspackPlugin({
          // The harness is served from its origin's root, deep links included (/addCart/demo).
          // A build deployed to a known address runs its own harness there (<public path>index.html).
          ...(isHost ? {} : { publicPath: remotePublicPath === 'auto' ? '/' : remotePublicPath }),
          templateParameters: {
            title: o.title,
            // Not content-hashed, so in the version's own folder (a deploy to a known address names it).
            harnessRuntime: isHost
              ? ''
              : `${process.env.TABULA_VERSION_URL || (remotePublicPath === 'auto' ? '/' : remotePublicPath)}${HARNESS_RUNTIME}`,
          },
          template: pageTemplate,
          chunks: ['main'],
        }),
        // Production only: the dev server compiles dynamic imports on demand, so they have no files yet.
        ...(isHost && mode === 'production' ? [new StartupPreloadPlugin({ later: [PROVIDED_SUBSETS[MANTINE_LATER]] })] : []),
        ...(o.routeTable ? [new PageRoutesPlugin(o.routeTable)] : []),
        // The icon index.html links: browsers ask for one on every page, and a 404 is all they got.
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'favicon.svg') }, ...firstPaintFiles(paints)] }),
        ...base.plugins,
      ],
      devServer: {
        port: REMOTE_PORTS[o.name],
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // The shell dev server forwards API and same-origin calls to the API on 8090 in dev.
        proxy: isHost
          ? [
              {
                context: ['/api', '/details-slim', '/menu-details', '/tables', '/send-session-email', '/remotes.json'],
                target: process.env.TABULA_DEV_API ?? 'http://127.0.0.1:8090',
                changeOrigin: false,
              },
            ]
          : undefined,
      },
    };
    return isHost ? config : [config, harnessRuntimeConfig(o, mode)];
  };
  // What the app is, for builds that compose the same code differently (monolith.cjs).
  federatedConfig.app = o;
  return federatedConfig;
}

module.exports = {
  appConfig,
  createFederatedConfig,
  firstPaintFiles,
  firstPaints,
  mantineParts,
  mantineEsmFile,
  MANTINE_LATER,
  pageTemplate,
  PROVIDED_SUBSETS,
  SINGLETONS,
  REMOTE_PORTS,
  startupLibraries,
};
