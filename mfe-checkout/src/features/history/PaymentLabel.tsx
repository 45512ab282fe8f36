import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCents, type Order } from '@tabula/shared';
import { PAYMENT_STATE_KEYS, paymentState, type PaymentState } from './labels';

/** Mantine's darkest green (green.9, #2b8a3e) is 4.4:1 on white, short of the 4.5:1 small text needs. */
const PAID_GREEN = '#257a36';

const COLOURS: Record<PaymentState['kind'], string> = {
  refunded: 'gray.8',
  chargedToRoom: PAID_GREEN,
  notPaid: 'red.9',
  paid: PAID_GREEN,
};

type PaymentLabelProps = { order: Pick<Order, 'payment_method' | 'refunded_cents' | 'charged_to_room' | 'currency'> } & TextProps;

/** 'Paid', 'Not Paid', 'Charged to room 204' or 'Refunded €12.50': how the order was settled. */
export function PaymentLabel({ order, ...text }: PaymentLabelProps) {
  const { t } = useTranslation();
  const state = paymentState(order);
  const label = t(PAYMENT_STATE_KEYS[state.kind], {
    amount: state.kind === 'refunded' ? formatCents(state.cents, order.currency) : undefined,
    room: state.kind === 'chargedToRoom' ? state.room : undefined,
  });
  return (
    <Text size="sm" fw={600} c={COLOURS[state.kind]} {...text}>
      {label}
    </Text>
  );
}
