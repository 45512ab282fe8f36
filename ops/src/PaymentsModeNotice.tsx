import { Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { PaymentsModeModel } from './paymentsMode';

export const paymentsModeTexts = {
  simulated: 'Payments are simulated: orders are marked paid and no card is charged.',
  explicit: 'Chosen with PAYMENTS=simulated.',
  noKeys: 'No STRIPE_SECRET_KEY is set.',
};

/** Says, on every view of the operator page, that payments move no money when the simulator runs. */
export function PaymentsModeNotice({ model }: { model: PaymentsModeModel }) {
  const mode = useUnit(model.$mode);
  if (!mode?.simulated) return null;
  return (
    // Red 9 on white reads above the 4.5:1 small text needs.
    <Text role="note" c="red.9" fw={700}>
      {paymentsModeTexts.simulated} {mode.explicit ? paymentsModeTexts.explicit : paymentsModeTexts.noKeys}
    </Text>
  );
}
