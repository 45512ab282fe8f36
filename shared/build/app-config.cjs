// What every build of an app shares, federated or not: loaders, targets, file names, compression,
// private source maps. The figures behind its choices: docs/decisions/build-subsets-and-startup.md.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const rspack = require('@rspack/core');
const CompressionPlugin = require('compression-webpack-plugin');
const { BROWSERS, mantineSplit, styleRules } = require('./styles.cjs');
const { reactRouterProduction } = require('./startup-libraries.cjs');
const { subsetSources } = require('./subsets.cjs');

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

/**
 * Production source maps are made (hidden-source-map: no sourceMappingURL in the scripts) for whoever
 * debugs a build, but never published: once emitted they move out of the served folder, to its twin
 * beside it (ops/dist → ops/dist-sourcemaps), which no origin serves and nothing uploads.
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
      // This build's earlier maps go; a nested build's folder (a subfolder of dist) is its own to clear.
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
  // A remote's dev server composed into a production page (npm run dev -- <remote>, through an
  // override) runs on the host's production React: the production JSX runtime and libraries, no
  // Fast Refresh (it needs development React; the dev server reloads the page instead) and no
  // eval, which the page's Content-Security-Policy refuses.
  const composed = isDev && process.env.TABULA_COMPOSED_DEV === '1';
  const devReact = isDev && !composed;
  const split = splitMantine ? mantineSplit() : { rules: [], plugins: [] };
  return {
    mode,
    context: appDir,
    target: ['web', `browserslist:${BROWSERS}`],
    entry: { main: './src/index.ts' },
    devtool: isDev ? (composed ? 'cheap-module-source-map' : 'eval-cheap-module-source-map') : 'hidden-source-map',
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
      alias: { ...subsetSources(appDir), ...(isDev ? {} : reactRouterProduction(appDir)) },
    },
    module: {
      rules: [swcRule(devReact, split.transformImport), ...split.rules, ...styleRules()],
    },
    optimization: {
      // Short numeric ids in production: every runtime (main.js, each remote entry) carries a map of
      // its chunks' ids to file names. The bundle report tells packages apart by the manifests.
      chunkIds: isDev ? 'named' : 'deterministic',
      moduleIds: isDev ? 'named' : 'deterministic',
      ...(composed && { nodeEnv: 'production' }),
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(devReact ? mode : 'production') }),
      ...split.plugins,
      ...(devReact ? reactRefresh(appDir) : []),
      // A script is only fetched when it is about to run: the hint has Chromium compile all of its
      // functions on the thread that streams it in, not one by one on the main thread as the page starts.
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

module.exports = { appConfig, BROWSERS, precompression };
