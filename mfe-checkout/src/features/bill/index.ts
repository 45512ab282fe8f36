export {
  $bill,
  $billChanged,
  $billLoad,
  $billPaid,
  $billPayFailure,
  $billPaying,
  $billPayment,
  $billPaymentUnknown,
  $choice,
  $tableBill,
  $tableBillSending,
  BILL_POLL_MS,
  amountTyped,
  billPaySubmitted,
  billPaymentRechecked,
  billPaymentStateFx,
  billReloadRequested,
  billScreenClosed,
  billScreenOpened,
  fetchBillFx,
  lineToggled,
  releaseBillPaymentFx,
  requestBillAtTableFx,
  sharesCountSet,
  sharesPayingSet,
  startBillPaymentFx,
  tableBillAsked,
  tipOptionPicked,
  tipTyped,
  wayChosen,
} from './model';
export type { BillLoad, BillPayAttempt, TableBillAnswer } from './model';
export { billStanding, maxShares, tableBillMethods } from './rules';
export type { BillAmountProblem, BillChoice, BillStanding, TableBillMethod } from './rules';
export { AskAtTable } from './AskAtTable';
export { BillOrders, BillTotals } from './BillOrders';
export { BillRoomCharge, PayChoice } from './PayPanel';
export { useBillCardPayment } from './useBillCardPayment';
