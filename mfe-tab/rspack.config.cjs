const { createFederatedConfig } = require('@tabula/shared/build');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'mfe_tab',
  title: 'Tabula tab (standalone harness)',
  exposes: {
    './OpenTabPage': './src/pages/OpenTabPage/index.ts',
    './JoinTabPage': './src/pages/JoinTabPage/index.ts',
    './TabBar': './src/widgets/TabBar/index.ts',
  },
});
