// One Rspack + Module Federation config for the shell and every remote, so that the
// singleton list, loaders and dev-server rules cannot drift between apps.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const rspack = require('@rspack/core');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const { PageRoutesPlugin } = require('./page-routes.cjs');
const { StartupPreloadPlugin } = require('./startup-preload.cjs');
const { KERNEL, kernelVersionRule } = require('./kernel-version.cjs');
const { buildId } = require('./build-id.cjs');
const { mantineReach } = require('./mantine-graph.cjs');

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
  '@tabula/mantine-core-later',
  '@mantine/hooks',
  'i18next',
  'react-i18next',
  '@tabula/shared',
];

const REMOTE_PORTS = { shell: 8080, mfe_menu: 8081, mfe_tab: 8082, mfe_checkout: 8083, mfe_hotel: 8084 };

// The second part of the shared Mantine (see mantineSplit) is a share of @mantine/core's code.
const MANTINE_LATER = '@tabula/mantine-core-later';
const SHARE_PACKAGES = { [MANTINE_LATER]: '@mantine/core' };

// Read from node_modules directly: some packages (Mantine) do not export their package.json.
function packageVersion(share, fromDir) {
  const name = SHARE_PACKAGES[share] ?? share;
  const base = name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');
  return JSON.parse(fs.readFileSync(path.join(packageDir(base, fromDir), 'package.json'), 'utf8')).version;
}

// Where a package is installed for an app (its package.json may not be exported).
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

// The module each app provides under a shared name, where it is not the package itself: the
// exports the apps use, so a guest downloads no part of a library that no screen calls.
const PROVIDED_SUBSETS = {
  '@mantine/core': path.join(__dirname, 'mantine-core.mjs'),
  [MANTINE_LATER]: path.join(__dirname, 'mantine-core-later.mjs'),
  '@mantine/hooks': path.join(__dirname, 'mantine-hooks.mjs'),
  'react-router-dom': path.join(__dirname, 'react-router-dom.mjs'),
  'react-i18next': path.join(__dirname, 'react-i18next.mjs'),
};

// Each subset re-exports from the package's ES entry under a name that is not shared (the
// package's exports map may hide the file; the package name itself is the share).
function subsetSources(appDir) {
  const entry = (name, file) => path.join(packageDir(name, appDir), file);
  return {
    '@tabula/mantine-core-esm$': entry('@mantine/core', 'esm/index.mjs'),
    '@tabula/mantine-hooks-esm$': entry('@mantine/hooks', 'esm/index.mjs'),
    '@tabula/react-router-dom-esm$': entry('react-router-dom', 'dist/index.mjs'),
    '@tabula/react-i18next-esm$': entry('react-i18next', 'dist/es/index.js'),
  };
}

function sharedSingletons(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const version = packageVersion(name, appDir);
      const subset = PROVIDED_SUBSETS[name];
      const versionRule = name === KERNEL ? kernelVersionRule(appDir) : { requiredVersion: `^${version}` };
      return [name, { singleton: true, ...versionRule, version, ...(subset && { import: subset }) }];
    }),
  );
}

// The browsers guests use; code and CSS are compiled for them, not for ones without logical
// properties or :where(), which multiplied Mantine's stylesheet by three.
const BROWSERS = 'chrome >= 100, safari >= 15, firefox >= 100';

function swcRule(isDev, transformImport) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // Fast Refresh (dev servers only): an edited component is swapped in place and keeps its state.
        transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
      },
      env: { targets: BROWSERS },
      ...(transformImport && { transformImport }),
    },
    type: 'javascript/auto',
  };
}

const subsetExports = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

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
 * The libraries every first screen runs, in one file ("libraries"): React, the router, Effector,
 * i18next and their React bindings, Mantine's hooks and its first part. Shared one by one, each came
 * in a file of its own, and the shell's first screen made thirteen requests for them, each with its
 * response headers (about 0.8 KB) and, on HTTP/1.1, a turn in the browser's six connections. They
 * change only with a dependency upgrade, so one file loses no caching between deploys of the app's
 * code, which stays apart, as does Mantine's later part. The one-bundle baseline takes the same
 * group, so the two builds are split alike.
 */
function startupLibraries() {
  const { first } = mantineParts();
  const subsets = new Set(
    Object.entries(PROVIDED_SUBSETS)
      .filter(([name]) => name !== MANTINE_LATER)
      .map(([, file]) => file),
  );
  const packages =
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|effector|effector-react|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements|@mantine[\\/]hooks|clsx)[\\/]/;
  const isLibrary = (resource) => packages.test(resource) || subsets.has(resource) || first.has(mantineEsmFile(resource));
  return { name: 'libraries', chunks: 'all', enforce: true, priority: 30, test: (module) => isLibrary(module.resource ?? '') };
}

/**
 * The shared Mantine in two singletons: '@mantine/core' (mantine-core.mjs), what the menu's first
 * screen renders, and MANTINE_LATER (mantine-core-later.mjs), the rest, which a guest's phone
 * downloads with the first screen that renders one of its components. The code of the apps and of
 * the Mantine libraries they bundle (@mantine/dates) keeps importing '@mantine/core': each name is
 * sent to the part that has it when it is compiled. The later part's own files import Mantine's
 * core (the theme context, Box, the styles API) from files the first part has: those imports are
 * sent to '@mantine/core' too, so every component runs on the one provider and theme whichever app
 * provided each part.
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

// Text files are served pre-compressed: the origins pick the .br or .gz twin by Accept-Encoding,
// so no server compresses on the fly and brotli can use its slowest, smallest setting.
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

function precompression() {
  const common = { test: COMPRESSIBLE, threshold: 512, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

const HARNESS_RUNTIME = 'harness-runtime.js';

/**
 * A remote leaves the Module Federation runtime to its host, so a page downloads one. Its
 * standalone harness has no host: this tiny second build provides the runtime core and the
 * bundler runtime to the harness page, which loads it before the remote's own scripts.
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

// Module Federation bundles its runtime from the CommonJS builds of its packages (it finds them
// with require.resolve), which cannot be tree-shaken: every remote entry carried the whole SDK
// for two of its exports. Their ES builds, of the same versions, can be. (@module-federation/runtime
// itself is aliased by the plugin; runtime-core is the host's alone, see externalRuntime.)
const FEDERATION_RUNTIME_PACKAGES = ['@module-federation/sdk', '@module-federation/error-codes', '@module-federation/runtime-core'];

function federationRuntimeEsm(appDir, packages = FEDERATION_RUNTIME_PACKAGES) {
  return Object.fromEntries(
    packages.map((name) => {
      const dir = packageDir(name, appDir);
      const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return [`${name}$`, path.join(dir, exports['.'].import.default)];
    }),
  );
}

/**
 * Rspack's container plugin points @module-federation/runtime at its CommonJS build, which cannot be
 * tree-shaken, and the federation plugin sets its exact-name alias to it once the config's plugins
 * are applied. Each remote entry then carried all of the runtime's API wrappers and their error
 * texts for the two functions its bundler runtime calls (init, getRemoteEntry). Applied after the
 * federation plugin, this sets the ES build in their place (for the shell too, whose main.js loses
 * the wrappers it does not call).
 */
class FederationRuntimeEsmPlugin {
  constructor(appDir) {
    this.runtime = federationRuntimeEsm(appDir, ['@module-federation/runtime']);
  }

  apply(compiler) {
    compiler.hooks.afterPlugins.tap('FederationRuntimeEsmPlugin', () => {
      const alias = { ...compiler.options.resolve.alias, ...this.runtime };
      // The container plugin's alias of the bare name would match before ours of the exact one.
      delete alias['@module-federation/runtime'];
      compiler.options.resolve.alias = alias;
    });
  }
}

// react-router's package exports name only its development build, warnings and their messages
// included; in production the apps take its production build, the same code without them.
function reactRouterProduction(appDir) {
  const dist = path.join(packageDir('react-router', packageDir('react-router-dom', appDir)), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * Production source maps are made (hidden-source-map: no sourceMappingURL in the scripts) for whoever
 * debugs a build, but never published: once emitted they move out of the served folder, to its twin
 * beside it (shell/dist/ops → shell/dist-sourcemaps/ops), which no origin serves and nothing uploads.
 */
class PrivateSourceMapsPlugin {
  constructor(appDir) {
    this.appDir = appDir;
  }

  /** Where the maps of a build emitted into `outputDir` go: beside the app's folder, or beside a folder of its own (a deploy's). */
  mapsDirOf(outputDir) {
    const relative = path.relative(this.appDir, outputDir);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return `${outputDir}-sourcemaps`;
    const [top, ...rest] = relative.split(path.sep);
    return path.join(this.appDir, `${top}-sourcemaps`, ...rest);
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('PrivateSourceMapsPlugin', (compilation) => {
      // Where the files really went: a deploy builds with --output-path into a folder of its own.
      const outputDir = compiler.outputPath;
      const mapsDir = this.mapsDirOf(outputDir);
      // This build's earlier maps go; a nested build's folder (ops/) is its own to clear.
      if (fs.existsSync(mapsDir)) {
        for (const old of fs.readdirSync(mapsDir)) if (old.endsWith('.map')) fs.rmSync(path.join(mapsDir, old));
      }
      for (const { name } of compilation.getAssets()) {
        if (!name.endsWith('.map')) continue;
        const target = path.join(mapsDir, name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(path.join(outputDir, name), target);
      }
    });
  }
}

/** What every build of an app shares, federated or not: loaders, targets, file names, compression. */
/**
 * Fast Refresh for a dev server. The page's hook entry comes first, so that each remote's refresh
 * runtime, which starts after react-dom, still finds the renderer (devtools-hook.mjs).
 */
function reactRefresh(appDir) {
  const { ReactRefreshRspackPlugin } = require(require.resolve('@rspack/plugin-react-refresh', { paths: [appDir] }));
  const hook = path.join(__dirname, 'devtools-hook.mjs');
  return [
    new rspack.EntryPlugin(appDir, hook, { name: undefined }),
    new ReactRefreshRspackPlugin({ exclude: [/[\\/]node_modules[\\/]/, hook] }),
  ];
}

function appConfig({ appDir, mode, outputDir, publicPath, uniqueName, splitMantine = false }) {
  const isDev = mode === 'development';
  const split = splitMantine ? mantineSplit() : { rules: [], plugins: [] };
  return {
    mode,
    context: appDir,
    target: ['web', `browserslist:${BROWSERS}`],
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: outputDir,
      publicPath,
      uniqueName,
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: { ...subsetSources(appDir), ...federationRuntimeEsm(appDir), ...(isDev ? {} : reactRouterProduction(appDir)) },
    },
    module: {
      rules: [
        swcRule(isDev, split.transformImport),
        ...split.rules,
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|svg|jpe?g|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // Short numeric chunk ids in production: every runtime (main.js, each remote entry) carries a
      // map of its chunks' ids to file names, and ids named after their modules made those maps a
      // kilobyte and more of the first screen's script. The bundle report tells packages apart by
      // the manifests, not by file names.
      chunkIds: isDev ? 'named' : 'deterministic',
      moduleIds: isDev ? 'named' : 'deterministic',
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      ...split.plugins,
      ...(isDev ? reactRefresh(appDir) : []),
      // A script is only fetched when it is about to run. The hint has Chromium compile all of its
      // functions on the thread that streams it in, instead of one by one on the main thread while
      // the page starts (about half of each start-up task, npm run bench:menu).
      ...(isDev
        ? []
        : [
            new rspack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              // After minification, which drops comments.
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            ...precompression(),
            new PrivateSourceMapsPlugin(appDir),
          ]),
    ],
    performance: false,
  };
}

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
 * @param {string[]} [o.runtimePlugins]        host runtime plugins (absolute paths)
 * @param {string} [o.routeTable]  the host's route table module, described to the server in page-routes.json
 * @param {string} o.title        HTML title of the app page (shell) or dev harness (remote)
 */
function createFederatedConfig(o) {
  const federatedConfig = (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isHost = !o.exposes;
    const paints = isHost ? {} : firstPaints(o.appDir, o.exposes);
    const base = appConfig({
      appDir: o.appDir,
      mode,
      outputDir: path.join(o.appDir, 'dist'),
      // Remotes load their chunks from wherever their manifest was fetched.
      publicPath: isHost ? '/' : 'auto',
      // A remote's chunk registry is named after its build, not just the remote (see buildId).
      uniqueName: isHost ? o.name : `${o.name}_${buildId(o.appDir, mode)}`,
      splitMantine: true,
    });
    const config = {
      ...base,
      name: o.name,
      // A remote's copies of the libraries run only in its harness: the shell's are the ones shared.
      optimization: isHost ? { ...base.optimization, splitChunks: { cacheGroups: { libraries: startupLibraries() } } } : base.optimization,
      // A remote's harness runtime is the other build's output in the same folder.
      output: { ...base.output, clean: isHost ? true : { keep: /harness-runtime\.js/ } },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes,
          remotes: {},
          shared: sharedSingletons(o.appDir),
          shareStrategy: 'loaded-first',
          runtimePlugins: isHost ? [...(o.runtimePlugins ?? []), path.join(__dirname, 'bundler-runtime-host.mjs')] : o.runtimePlugins,
          manifest: {
            additionalData: ({ stats }) => {
              if (Object.keys(paints).length > 0) {
                stats.metaData.firstPaint = Object.fromEntries(Object.entries(paints).map(([module, { to }]) => [module, to]));
              }
              return stats;
            },
          },
          dts: false,
          // One federation runtime per page: the host's, handed to the remotes it loads.
          experiments: { optimization: { target: 'web' }, ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }) },
        }),
        new FederationRuntimeEsmPlugin(o.appDir),
        new rspack.HtmlRspackPlugin({
          // The harness is served from its origin's root, deep links included (/addCart/demo).
          ...(isHost ? {} : { publicPath: '/' }),
          templateParameters: { title: o.title, harnessRuntime: isHost ? '' : `/${HARNESS_RUNTIME}` },
          template: pageTemplate,
          chunks: ['main'],
        }),
        // A remote takes its bundler runtime from the host, as it takes the runtime core (bundler-runtime-host.mjs).
        ...(isHost
          ? []
          : [
              new rspack.NormalModuleReplacementPlugin(
                /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/,
                path.join(__dirname, 'remote-bundler-runtime.mjs'),
              ),
            ]),
        // The bundler runtime and runtime plugins the federation plugin imports by their CommonJS
        // file: their ES twin beside it (see FEDERATION_RUNTIME_PACKAGES).
        new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/][^\\/]+[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
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
