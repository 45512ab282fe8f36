const path = require('node:path');
const rspack = require('@rspack/core');
const { appConfig, pageTemplate } = require('@tabula/shared/build');

// The platform serves this app at /ops, so its files are named from there.
const PUBLIC_PATH = '/ops/';

/**
 * The operator's app: a plain single-page app, outside the guests' federation (it loads no remote
 * and no guest page loads it), so it bundles its libraries itself and ships on its own schedule.
 */
module.exports = (_env, argv) => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const base = appConfig({
    appDir: __dirname,
    mode,
    outputDir: path.join(__dirname, 'dist'),
    publicPath: PUBLIC_PATH,
    uniqueName: 'tabula_ops',
  });
  return {
    ...base,
    name: 'ops',
    entry: { ops: './src/index.tsx' },
    plugins: [
      ...base.plugins,
      new rspack.HtmlRspackPlugin({
        template: pageTemplate,
        templateParameters: { title: 'Tabula operations', harnessRuntime: '' },
        filename: 'index.html',
      }),
    ],
  };
};
