import { lazy, Suspense, useState } from 'react';
import { useUnit } from 'effector-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { $dishesToReAdd, $orderExpired, $tabExpired, orderExpiredAcknowledged, tabExpiredAcknowledged } from '@tabula/shared';

/** The order screen says itself that the order expired; the dialog waits until the guest leaves it. */
const reportsOrderItself = (pathname: string) => /^\/order(\/|$)/i.test(pathname);

// Dialogs are not part of the first screen a guest's phone downloads: their code (Mantine's overlays) comes
// when one is first shown, and stays mounted from then on, so that a dialog closes with its transition.
const ExpiryDialogs = lazy(() => import('./ExpiryDialogs'));

/**
 * Above any route while the order-expired or tab-expired flag is set, one at a time. OK resets the flag and
 * takes the guest to the start page, where a new order (or tab) begins.
 */
export function ExpiryOverlays() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [orderExpired, tabExpired, dishesKept, acknowledgeOrder, acknowledgeTab] = useUnit([
    $orderExpired,
    $tabExpired,
    $dishesToReAdd,
    orderExpiredAcknowledged,
    tabExpiredAcknowledged,
  ]);
  const orderDialog = orderExpired && !reportsOrderItself(pathname);
  const onOrderOk = () => {
    acknowledgeOrder();
    navigate('/');
  };
  const onTabOk = () => {
    acknowledgeTab();
    navigate('/');
  };
  const tabDialog = tabExpired && !orderDialog;
  const [shown, setShown] = useState(false);
  // Remembered during render, as React recommends for state that follows a prop, so the dialog opens in this render.
  if ((orderDialog || tabDialog) && !shown) setShown(true);
  return shown ? (
    <Suspense fallback={null}>
      <ExpiryDialogs order={orderDialog} tab={tabDialog} itemsKept={dishesKept !== null} onOrderOk={onOrderOk} onTabOk={onTabOk} />
    </Suspense>
  ) : null;
}
