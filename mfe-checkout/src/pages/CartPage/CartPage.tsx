import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  $currency,
  $hasTab,
  $orderId,
  $orderList,
  $tableList,
  $tableNumber,
  $updated,
  $venue,
  $venueStatus,
  INITIAL_TIP,
  cartSubmitAction,
  cartSubtotal,
  checkoutFx,
  effectiveTip,
  orderLineSelected,
  orderTotal,
  paymentMethodDefault,
  paymentOptions,
  removeItemFx,
  tableListRequested,
  tableNumberChosen,
  tipAfterMethodChange,
  tipApplies,
  updatedCleared,
  type CartOrderItem,
  type PageProps,
  type PaymentMethod,
  type TipState,
} from '@tabula/shared';
import { CartLine } from '../../features/cart/CartLine';
import { PaymentMethodPicker } from '../../features/cart/PaymentMethodPicker';
import { TableField } from '../../features/cart/TableField';
import { TipPicker } from '../../features/cart/TipPicker';
import { readCartNavigationState } from '../../features/cart/navigation';
import { useGoBack } from '../../features/navigation/useGoBack';
import { useScrolledToBottom } from '../../features/cart/useScrolledToBottom';
import { apiErrorMessage } from '../../features/errors/apiErrorMessage';
import type { CheckoutState } from '../../features/card-payment/checkoutState';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { Totals } from '../../widgets/Totals';

export default function CartPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const location = useLocation();
  const [venue, venueStatus, lines, orderId, hasTab, table, tables, updated, currency, placing, removing] = useUnit([
    $venue,
    $venueStatus,
    $orderList,
    $orderId,
    $hasTab,
    $tableNumber,
    $tableList,
    $updated,
    $currency,
    checkoutFx.pending,
    removeItemFx.pending,
  ]);
  const [chooseTable, selectLine, requestTables, placeOrder, removeLine, clearUpdated] = useUnit([
    tableNumberChosen,
    orderLineSelected,
    tableListRequested,
    checkoutFx,
    removeItemFx,
    updatedCleared,
  ]);

  const handedOver = readCartNavigationState(location.state);
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(handedOver.paymentMethod ?? null);
  const [tip, setTip] = useState<TipState>(handedOver.tip ?? INITIAL_TIP);
  const [removingId, setRemovingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ initialValues: { note: '' } });
  const venueFailed = venueStatus === 'error' || venueStatus === 'not-found';
  const ready = venue !== null && venueStatus === 'ready';
  const { reached, scrollToBottom } = useScrolledToBottom(ready && lines.length > 0);

  useEffect(() => {
    if (venueFailed) navigate('/', { replace: true });
  }, [venueFailed, navigate]);

  // A checkout went through: the order screen takes over (spec §4).
  useEffect(() => {
    if (!updated) return;
    clearUpdated();
    navigate('/order');
  }, [updated, clearUpdated, navigate]);

  // Nothing to order: the cart is only reached with items (spec §2).
  useEffect(() => {
    if (ready && !updated && !placing && lines.length === 0) goBack();
  }, [ready, updated, placing, lines.length, goBack]);

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
  const method =
    options.find((option) => option.method === chosenMethod)?.method ?? paymentMethodDefault(venue, hasTab) ?? null;
  const subtotal = cartSubtotal(lines);
  const tipAmount = effectiveTip(method, tip);
  const total = orderTotal(subtotal, tipAmount);
  const busy = placing || removing;
  const submitState = { tableNumber: table, scrolledToBottom: reached, loading: busy || !orderId || !method };
  const action = cartSubmitAction(submitState);

  const onMethodChange = (next: PaymentMethod) => {
    setChosenMethod(next);
    setTip(tipAfterMethodChange());
  };

  const onRemove = async (line: CartOrderItem) => {
    if (!orderId) return;
    setError(null);
    setRemovingId(line.order_item_id);
    try {
      await removeLine({ orderId, orderItemId: line.order_item_id });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    } finally {
      setRemovingId(null);
    }
  };

  const onEdit = (line: CartOrderItem) => {
    selectLine(line);
    navigate('/addCart');
  };

  const onPlaceOrder = async () => {
    if (action === 'scroll') {
      scrollToBottom();
      return;
    }
    if (action !== 'place' || !orderId || !method) return;
    setError(null);
    if (method === 'card') {
      const state: CheckoutState = {
        total,
        currency,
        table_number: table,
        tip: tipAmount,
        orderNote: form.values.note,
        orderID: orderId,
      };
      navigate('/Checkout', { state });
      return;
    }
    try {
      await placeOrder({ orderId, note: form.values.note, tip_amount: tipAmount, table_number: table, payment_method: method });
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  };

  return (
    <Screen>
      <ScreenHeader title={t('cart.title')} onBack={goBack} />
      <TableField venue={venue} tables={tables} value={table} locked={hasTab} onChange={chooseTable} />
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('cart.title')}>
        {lines.map((line) => (
          <CartLine
            key={line.order_item_id}
            line={line}
            currency={currency}
            removing={removingId === line.order_item_id}
            busy={busy}
            onEdit={onEdit}
            onRemove={onRemove}
          />
        ))}
      </Stack>
      <Textarea label={t('cart.note')} autosize minRows={2} maxLength={500} {...form.getInputProps('note')} />
      {options.length > 0 ? <PaymentMethodPicker options={options} value={method} onChange={onMethodChange} /> : null}
      {tipApplies(method) ? <TipPicker tip={tip} currency={currency} onChange={setTip} /> : null}
      <Divider />
      <Totals subtotal={subtotal} tip={tipAmount} total={total} currency={currency} totalLabel={t('cart.total')} />
      {error ? (
        <Alert color="red" role="alert" variant="light">
          {error}
        </Alert>
      ) : null}
      <Button
        size="md"
        fullWidth
        loading={placing}
        disabled={action === 'none'}
        onClick={() => void onPlaceOrder()}
      >
        {t('cart.placeOrder')}
      </Button>
    </Screen>
  );
}
