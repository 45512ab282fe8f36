import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { PaymentUnknownNotice, paymentFailureMessage, type CardPayment } from '../card-payment';
import { $bill, $billPayFailure, $billPaying, $billPayment, $billPaymentUnknown, billPaySubmitted, billPaymentRechecked } from './model';

/** The bill's payment as the card forms pay it: the amount chosen plus the tip highlighted, Pay through the bill model. */
export function useBillCardPayment(): CardPayment {
  const { t } = useTranslation();
  const [bill, payment, paying, unknown, failure, pay, recheck] = useUnit([
    $bill,
    $billPayment,
    $billPaying,
    $billPaymentUnknown,
    $billPayFailure,
    billPaySubmitted,
    billPaymentRechecked,
  ]);
  return {
    totalCents: payment?.totalCents ?? 0,
    currency: bill?.currency ?? '',
    totalLabel: t('bill.totalToPay'),
    pay: (confirm, email) => pay({ method: 'card', email, confirm }),
    payWith: (method, confirm) => pay({ method, email: '', confirm }),
    paying,
    locked: paying || unknown,
    held: !payment?.amount.ok || !payment.tip.ok,
    failure: failure && failure.method !== 'room_charge' ? paymentFailureMessage(failure.error, t) : null,
    status: unknown ? <PaymentUnknownNotice onCheckAgain={() => recheck()} /> : null,
  };
}
