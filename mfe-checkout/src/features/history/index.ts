export { OrderRow } from './OrderRow';
export { useOrderHistoryRefresh } from './useOrderHistoryRefresh';
export { $historyRefresh, historyBackPressed, historyLeft, historyOpened, loadOrderHistoryFx } from './model';
