export { RECHECK_MS, useOrderStatusCheck } from './useOrderStatusCheck';
