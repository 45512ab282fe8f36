const path = require('node:path');
const rspack = require('@rspack/core');
const { appConfig, createFederatedConfig, pageTemplate } = require('@tabula/shared/build');
const { writeContracts } = require('@tabula/shared/build/remote-contracts');

// The typed contracts with the remotes, from their route declarations (see remote-contracts.cjs).
writeContracts();

const shell = createFederatedConfig({
  appDir: __dirname,
  name: 'shell',
  title: 'Tabula',
  runtimePlugins: [path.join(__dirname, 'src/remotes/remoteFailurePlugin.ts')],
  routeTable: path.join(__dirname, 'src/routes/routeTable.ts'),
});

const OPS_DIR = 'ops';

/**
 * The operator page (/ops): a bundle and page of its own under dist/ops, outside the federation, so
 * no guest page names or preloads any of its files and the guest's bundle carries none of its code.
 */
function opsConfig(_env, argv) {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const base = appConfig({
    appDir: __dirname,
    mode,
    outputDir: path.join(__dirname, 'dist', OPS_DIR),
    publicPath: `/${OPS_DIR}/`,
    uniqueName: 'tabula_ops',
  });
  return {
    ...base,
    name: 'ops',
    // After the guest's build, whose clean-up empties dist (this folder included) before it writes.
    dependencies: ['shell'],
    entry: { ops: './src/ops/index.tsx' },
    plugins: [
      ...base.plugins,
      new rspack.HtmlRspackPlugin({
        template: pageTemplate,
        templateParameters: { title: 'Tabula operations', harnessRuntime: '' },
        filename: 'index.html',
      }),
    ],
  };
}

function config(env, argv) {
  return [shell(env, argv), opsConfig(env, argv)];
}
// What the app is, for builds that compose the same code differently (monolith.cjs).
config.app = shell.app;

module.exports = config;
