import { useEffect } from 'react';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $currency,
  $hasTab,
  $orderId,
  $orderList,
  $tableList,
  $tableNumber,
  $venue,
  tableNumberChosen,
  type CartOrderItem,
  type PageProps,
} from '@tabula/shared';
import {
  $cartFailure,
  $cartPlacing,
  $removingLineId,
  cartLineRemoved,
  cartLeft,
  cartSubmitAction,
  CartLine,
  PaymentMethodPicker,
  TableField,
  NoteField,
  TipPicker,
  useScrolledToBottom,
} from '../../features/cart';
import { tipApplies } from '../../features/tip';
import { apiErrorMessage } from '../../features/errors';
import { RoomLoginOffer } from '../../features/card-payment';
import { $paying, $placedElsewhere, PlacedElsewhereNotice } from '../../features/placing';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { Totals } from '../../widgets/Totals';
import { $cartChoices, cartNoteChanged, paymentMethodChosen, tipPicked } from '../../features/cart-choices';
import { OrderChangeNotice, useOrderOnScreen } from '../../features/order-review';
import { $cartReady, $cartSummary, cartBackPressed, cartLineEditPressed, cartOpened, cartPlaceOrderPressed } from './model';

export default function CartPage(_props: PageProps) {
  const { t } = useTranslation();
  const [venue, ready, lines, orderId, hasTab, table, tables, currency, choices, summary] = useUnit([
    $venue,
    $cartReady,
    $orderList,
    $orderId,
    $hasTab,
    $tableNumber,
    $tableList,
    $currency,
    $cartChoices,
    $cartSummary,
  ]);
  const [placing, paying, removingId, failure, placedElsewhere] = useUnit([
    $cartPlacing,
    $paying,
    $removingLineId,
    $cartFailure,
    $placedElsewhere,
  ]);
  const [opened, left, goBack, chooseTable, removeLine, editLine, placeOrder, changeNote, chooseMethod, pickTip] = useUnit([
    cartOpened,
    cartLeft,
    cartBackPressed,
    tableNumberChosen,
    cartLineRemoved,
    cartLineEditPressed,
    cartPlaceOrderPressed,
    cartNoteChanged,
    paymentMethodChosen,
    tipPicked,
  ]);

  const { reached, scrollToBottom } = useScrolledToBottom(ready && lines.length > 0);

  // Where the cart sends the guest (start, order, back) and the tables it lists follow from the model once it is on screen.
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);
  useOrderOnScreen();

  if (!venue || !ready) {
    return (
      <Screen>
        <Busy />
      </Screen>
    );
  }

  // Placed from another window or tab meanwhile: nothing here is to be placed again.
  if (placedElsewhere) {
    return (
      <Screen>
        <ScreenHeader title={t('cart.title')} onBack={goBack} />
        <PlacedElsewhereNotice />
      </Screen>
    );
  }

  const { options, method, subtotalCents, tipCents, totalCents, needsLogin, busy, blocked } = summary;
  const action = cartSubmitAction({ tableNumber: table, scrolledToBottom: reached, loading: blocked });

  const onRemove = (line: CartOrderItem) => {
    if (orderId) removeLine({ orderId, orderItemId: line.order_item_id });
  };

  const onPlaceOrder = () => {
    if (action === 'scroll') scrollToBottom();
    else if (action === 'place') placeOrder();
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
            onEdit={editLine}
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
