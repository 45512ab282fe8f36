export { OrderRow } from './OrderRow';
export { PaymentLabel } from './PaymentLabel';
export { paymentState } from './labels';
export type { PaymentState } from './labels';
export { useOrderHistoryRefresh } from './useOrderHistoryRefresh';
export { $historyRefresh, historyBackPressed, historyLeft, historyOpened, loadOrderHistoryFx } from './model';
