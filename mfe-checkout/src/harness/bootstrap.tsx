import '../texts';
import { startHarness } from '@tabula/shared/harness';
import CartPage from '../pages/CartPage';
import CheckoutPage from '../pages/CheckoutPage';
import PaymentPage from '../pages/PaymentPage';
import TipPage from '../pages/TipPage';
import OrderStatusPage from '../pages/OrderStatusPage';
import OrderDeclinePage from '../pages/OrderDeclinePage';
import PreviousOrdersPage from '../pages/PreviousOrdersPage';
import OrderDetailPage from '../pages/OrderDetailPage';

// Renders this remote's pages without the shell, against the API on :8080, for its team's own work.
startHarness('Tabula checkout', [
  { path: '/cartopen', label: 'CartPage', Component: CartPage },
  { path: '/Checkout', label: 'CheckoutPage', Component: CheckoutPage },
  { path: '/payment', label: 'PaymentPage', Component: PaymentPage },
  { path: '/tip', label: 'TipPage', Component: TipPage },
  { path: '/order', label: 'OrderStatusPage', Component: OrderStatusPage },
  { path: '/orderdecline', label: 'OrderDeclinePage', Component: OrderDeclinePage },
  { path: '/previousOrders', label: 'PreviousOrdersPage', Component: PreviousOrdersPage },
  { path: '/order-detail', label: 'OrderDetailPage', Component: OrderDetailPage },
]);
