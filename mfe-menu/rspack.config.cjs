const { createFederatedConfig } = require('@tabula/shared/build');
const { declaredRemote } = require('@tabula/shared/build/remote-routes');

// Its name comes from remotes.json, its exposes from its own src/routes.json.
module.exports = createFederatedConfig({ appDir: __dirname, title: 'Tabula menu (standalone harness)', ...declaredRemote(__dirname) });
