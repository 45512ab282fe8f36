const { createFederatedConfig } = require('@tabula/shared/build');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'mfe_hotel',
  title: 'Tabula hotel (standalone harness)',
  exposes: {
    './LandingPage': './src/pages/LandingPage/index.ts',
    './LoginPage': './src/pages/LoginPage/index.ts',
    './EmailConfirmationPage': './src/pages/EmailConfirmationPage/index.ts',
    './EnterTablePage': './src/pages/EnterTablePage/index.ts',
  },
});
