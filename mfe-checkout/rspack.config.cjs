const { createFederatedConfig } = require('@tabula/shared/build');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'mfe_checkout',
  title: 'Tabula checkout (standalone harness)',
  exposes: {
    './CartPage': './src/pages/CartPage/index.ts',
    './CheckoutPage': './src/pages/CheckoutPage/index.ts',
    './PaymentPage': './src/pages/PaymentPage/index.ts',
    './TipPage': './src/pages/TipPage/index.ts',
    './OrderStatusPage': './src/pages/OrderStatusPage/index.ts',
    './OrderDeclinePage': './src/pages/OrderDeclinePage/index.ts',
    './PreviousOrdersPage': './src/pages/PreviousOrdersPage/index.ts',
    './OrderDetailPage': './src/pages/OrderDetailPage/index.ts',
  },
});
