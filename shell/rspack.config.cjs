const path = require('node:path');
const { createFederatedConfig } = require('@tabula/shared/build');
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

// The guests' composition alone: the operator's app is a workspace of its own (ops/).
module.exports = shell;
