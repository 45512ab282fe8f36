export { OrderRow } from './OrderRow';
export { useOrderHistoryRefresh } from './useOrderHistoryRefresh';
