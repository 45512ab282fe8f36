const path = require('node:path');
const { createFederatedConfig } = require('@tabula/shared/build');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'shell',
  title: 'Tabula',
  runtimePlugins: [path.join(__dirname, 'src/remotes/remoteFailurePlugin.ts')],
  routeTable: path.join(__dirname, 'src/routes/routeTable.ts'),
});
