export { OrderRow } from './OrderRow';
export { useOrderHistoryRefresh } from './useOrderHistoryRefresh';
export { $historyRefresh, historyLeft, historyOpened, loadOrderHistoryFx } from './model';
