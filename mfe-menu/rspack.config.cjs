const { createFederatedConfig } = require('@tabula/shared/build');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'mfe_menu',
  title: 'Tabula menu (standalone harness)',
  exposes: {
    './MenuPage': './src/pages/MenuPage/index.ts',
    './SearchPage': './src/pages/SearchPage/index.ts',
    './ItemPage': './src/pages/ItemPage/index.ts',
  },
});
