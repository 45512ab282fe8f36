import { useEffect } from 'react';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  $currency,
  $hasTab,
  $orderId,
  $orderList,
  $sessionId,
  $tableList,
  $tableNumber,
  $venue,
  $venueStatus,
  orderLineSelected,
  tableListRequested,
  tableNumberChosen,
  type CartOrderItem,
  type PageProps,
} from '@tabula/shared';
import {
  $cartFailure,
  $cartOrderLetGo,
  $cartPlacing,
  $removingLineId,
  cartLineRemoved,
  cartLeft,
  cartOrderSubmitted,
  cartSubmitAction,
  CartLine,
  PaymentMethodPicker,
  TableField,
  NoteField,
  TipPicker,
  useScrolledToBottom,
  removeItemFx,
} from '../../features/cart';
import { cartSubtotalCents, orderTotalCents } from '../../features/pricing';
import { effectivePaymentMethod, paymentOptions, roomChargeNeedsLogin } from '../../features/payment-method';
import { effectiveTipCents, tipApplies, tipTooHigh } from '../../features/tip';
import { useGoBack } from '@tabula/shared';
import { apiErrorMessage } from '../../features/errors';
import type { CheckoutState } from '../../features/card-payment';
import { RoomLoginOffer } from '../../features/card-payment';
import { $checkoutBusy, $paying, $updated } from '../../features/placing';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { Totals } from '../../widgets/Totals';
import { $cartChoices, cartNoteChanged, paymentMethodChosen, tipPicked } from '../../features/cart-choices';
import { $orderChanges, OrderChangeNotice, useOrderOnScreen } from '../../features/order-review';

export default function CartPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [venue, venueStatus, lines, orderId, hasTab, sessionId, table, tables, updated, currency, choices] = useUnit([
    $venue,
    $venueStatus,
    $orderList,
    $orderId,
    $hasTab,
    $sessionId,
    $tableNumber,
    $tableList,
    $updated,
    $currency,
    $cartChoices,
  ]);
  const [placing, paying, checkoutBusy, removing, removingId, failure, changes, letGo] = useUnit([
    $cartPlacing,
    $paying,
    $checkoutBusy,
    removeItemFx.pending,
    $removingLineId,
    $cartFailure,
    $orderChanges,
    $cartOrderLetGo,
  ]);
  const [chooseTable, selectLine, requestTables, placeOrder, removeLine, changeNote, chooseMethod, pickTip, left] = useUnit([
    tableNumberChosen,
    orderLineSelected,
    tableListRequested,
    cartOrderSubmitted,
    cartLineRemoved,
    cartNoteChanged,
    paymentMethodChosen,
    tipPicked,
    cartLeft,
  ]);

  const venueFailed = venueStatus === 'error' || venueStatus === 'not-found';
  const ready = venue !== null && venueStatus === 'ready';
  const { reached, scrollToBottom } = useScrolledToBottom(ready && lines.length > 0);

  useEffect(() => left, [left]);
  useOrderOnScreen();

  useEffect(() => {
    if (venueFailed) navigate('/', { replace: true });
  }, [venueFailed, navigate]);

  // An order was placed (here, or its card payment went through while the guest was back here): the
  // order screen takes over and clears the flag.
  useEffect(() => {
    if (updated) navigate('/order');
  }, [updated, navigate]);

  // Nothing to order: the cart is only ever shown with items, so an empty one is left the way the guest came
  // (unless its order ended, and what ended it takes the guest on).
  useEffect(() => {
    if (ready && !updated && !checkoutBusy && !letGo && lines.length === 0) goBack();
  }, [ready, updated, checkoutBusy, letGo, lines.length, goBack]);

  useEffect(() => {
    if (ready) requestTables();
  }, [ready, hasTab, requestTables]);

  if (!venue || !ready) {
    return (
      <Screen>
        <Busy />
      </Screen>
    );
  }

  const options = paymentOptions(venue, hasTab);
  const method = effectivePaymentMethod(venue, hasTab, choices.paymentMethod);
  const subtotalCents = cartSubtotalCents(lines);
  const tipCents = effectiveTipCents(method, choices.tip);
  const totalCents = orderTotalCents(subtotalCents, tipCents);
  const tipOverCap = tipApplies(method) && tipTooHigh(choices.tip.cents, subtotalCents);
  const needsLogin = method === 'room_charge' && roomChargeNeedsLogin(venue, sessionId);
  const busy = checkoutBusy || removing;
  // Place Order waits for the guest to read to the bottom, a table, no call in flight, a way to pay, and
  // the guest to have read how their order changed elsewhere.
  const blocked = busy || !orderId || !method || tipOverCap || needsLogin || changes.length > 0;
  const action = cartSubmitAction({ tableNumber: table, scrolledToBottom: reached, loading: blocked });

  const onRemove = (line: CartOrderItem) => {
    if (orderId) removeLine({ orderId, orderItemId: line.order_item_id });
  };

  const onEdit = (line: CartOrderItem) => {
    selectLine(line);
    navigate('/addCart');
  };

  const onPlaceOrder = () => {
    if (action === 'scroll') {
      scrollToBottom();
      return;
    }
    if (action !== 'place' || !orderId || !method) return;
    if (method === 'card') {
      const state: CheckoutState = {
        totalCents,
        currency,
        table_number: table,
        tipCents,
        orderNote: choices.note,
        orderID: orderId,
      };
      navigate('/Checkout', { state });
      return;
    }
    placeOrder({ orderId, note: choices.note, tipCents, table_number: table, payment_method: method });
  };
  const error = failure ? apiErrorMessage(failure.error, t) : null;

  return (
    <Screen>
      <ScreenHeader title={t('cart.title')} onBack={goBack} />
      <OrderChangeNotice />
      <TableField venue={venue} tables={tables} value={table} locked={hasTab} onChange={chooseTable} />
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('cart.title')}>
        {lines.map((line) => (
          <CartLine
            key={line.order_item_id}
            line={line}
            menus={venue.menus}
            currency={currency}
            removing={removingId === line.order_item_id}
            busy={busy}
            onEdit={onEdit}
            onRemove={onRemove}
          />
        ))}
      </Stack>
      <NoteField label={t('cart.note')} value={choices.note} onChange={(event) => changeNote(event.currentTarget.value)} />
      {options.length > 0 ? <PaymentMethodPicker options={options} value={method} onChange={chooseMethod} /> : null}
      {needsLogin ? <RoomLoginOffer table={table} /> : null}
      {tipApplies(method) ? <TipPicker tip={choices.tip} subtotalCents={subtotalCents} currency={currency} onChange={pickTip} /> : null}
      <Divider />
      <Totals subtotalCents={subtotalCents} tipCents={tipCents} totalCents={totalCents} currency={currency} totalLabel={t('cart.total')} />
      {paying ? (
        <Alert color="blue" variant="light" role="status">
          {t('cart.paymentInProgress')}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      ) : null}
      <Button size="md" fullWidth loading={placing} disabled={action === 'none'} onClick={onPlaceOrder}>
        {t('cart.placeOrder')}
      </Button>
    </Screen>
  );
}
